"""What the user is told when an AI service gives no usable answer, and what is logged."""

from __future__ import annotations

import logging

from assistant_core.ports import AIAnswer, ServiceInfo
from assistant_core.texts import Language, say

log = logging.getLogger(__name__)


def failure_text(service: ServiceInfo, answer: AIAnswer, language: Language = "en") -> str:
    """The catalogue's text for an AI answer that failed, with the cause logged.

    Non-OK status, no connection and a timeout are all the service not answering usefully:
    the spec's "trouble connecting to the {service name} service". A reply that arrived but
    cannot be read (not JSON, no text field, too large) is a failure to process the
    request, the spec's generic chat failure, which also says that trying again may help.
    """
    if answer.failure == "http_status":
        log.warning("%s (service %s)", answer.internal_error, service.id)
        return say(language, "ai_connecting", name=service.name_in(language))
    if answer.failure in ("unreachable", "timeout"):
        log.warning("AI service %s: %s", service.id, answer.failure)
        return say(language, "ai_connecting", name=service.name_in(language))
    log.warning("AI service %s: unusable answer (%s)", service.id, answer.failure or "empty")
    return say(language, "generic_failure")
