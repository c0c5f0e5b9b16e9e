"""What the user is told when an AI service gives no usable answer, and what is logged."""

from __future__ import annotations

import logging

from assistant_core.ports import AIAnswer, ServiceInfo
from assistant_core.texts import Language, say

log = logging.getLogger(__name__)


def failure_text(service: ServiceInfo, answer: AIAnswer, language: Language = "en") -> str:
    """The catalogue's text for an AI answer that failed, with the cause logged.

    Whatever went wrong (no connection, a refused address, a timeout, a non-OK status, a reply
    that cannot be read or is too large), the devotee reads the same words: the spec's
    "trouble connecting to the {service name} service". Different words for different causes
    would let whoever sets a service's endpoint learn, through the chat, whether something
    answers at an address and port (a port scan); the cause is in the operator's log.
    """
    if answer.failure == "http_status":
        log.warning("%s (service %s)", answer.internal_error, service.id)
    else:
        log.warning("AI service %s: %s", service.id, answer.failure or "empty answer")
    return say(language, "ai_connecting", name=service.name_in(language))
