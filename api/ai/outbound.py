"""Which AI services this server may call over the network: the hosts PUNYA_AI_ALLOWED_HOSTS
names, at public addresses only (api/common/outbound.py). The built-in services, paths on this
server, are answered in process and never go through here."""

from __future__ import annotations

import httpx

from api.common.outbound import GuardedTransport, OutboundPolicy
from api.settings import Settings

AI_HOSTS_SETTING = "PUNYA_AI_ALLOWED_HOSTS"


def ai_policy(settings: Settings) -> OutboundPolicy:
    return OutboundPolicy(settings.ai.allowed_hosts, setting=AI_HOSTS_SETTING)


def ai_transport(settings: Settings) -> httpx.AsyncBaseTransport:
    """The transport the assistant asks AI services elsewhere through."""
    return GuardedTransport(ai_policy(settings))
