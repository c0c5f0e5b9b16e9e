"""How a one-time code reaches its owner: a port, and adapters for e-mail (SMTP), SMS
(MSG91's Flow API) and, when neither is configured, the server log for development."""

from __future__ import annotations

import asyncio
import logging
import smtplib
import ssl
from collections.abc import Mapping
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Protocol

import httpx

from api.common.outbound import tls_context
from api.settings import Settings, SmsSettings, SmtpSettings
from api.verification.rules import Channel, mask

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class CodeNotice:
    """A code to deliver: to a phone's 10 digits (SMS) or an e-mail address."""

    channel: Channel
    to: str
    code: str
    minutes: int


@dataclass(frozen=True, slots=True)
class MessageNotice:
    """A message about a booking: `text` for e-mail (and the log), `variables` for the SMS
    flow template, which carries its own approved wording; both in `language` (en, hi or
    hinglish), which picks the template of that language where one is configured."""

    channel: Channel
    to: str
    subject: str
    text: str
    variables: Mapping[str, str] = field(default_factory=dict)
    language: str = "en"


class DeliveryError(Exception):
    """The code or message could not be handed to the mail server or the SMS provider."""


class CodeSender(Protocol):
    async def send(self, notice: CodeNotice) -> None:
        """Deliver the code or raise DeliveryError."""

    async def send_message(self, notice: MessageNotice) -> None:
        """Deliver the message or raise DeliveryError."""


def code_text(notice: CodeNotice) -> str:
    return (
        f"Your Punya verification code is {notice.code}. It expires in {notice.minutes} "
        "minutes. Do not share it with anyone; if you did not ask for it, ignore this message."
    )


class SmtpSender:
    """E-mail through an SMTP server; smtplib runs in a thread, off the event loop."""

    def __init__(self, settings: SmtpSettings) -> None:
        if not settings.host:
            raise ValueError("SMTP needs a host")
        self.settings = settings
        self.host = settings.host

    def message(self, notice: CodeNotice) -> EmailMessage:
        return self._mail(
            notice.to, f"Your Punya verification code: {notice.code}", code_text(notice)
        )

    def _mail(self, to: str, subject: str, text: str) -> EmailMessage:
        mail = EmailMessage()
        mail["From"] = self.settings.sender
        mail["To"] = to
        mail["Subject"] = subject
        mail.set_content(text)
        return mail

    def _send(self, mail: EmailMessage) -> None:
        s = self.settings
        client: smtplib.SMTP
        if s.tls == "tls":
            context = ssl.create_default_context()
            client = smtplib.SMTP_SSL(self.host, s.port, timeout=s.timeout_seconds, context=context)
        else:
            client = smtplib.SMTP(self.host, s.port, timeout=s.timeout_seconds)
        with client:
            if s.tls == "starttls":
                client.starttls(context=ssl.create_default_context())
            if s.user:
                password = s.password.get_secret_value() if s.password else ""
                client.login(s.user, password)
            client.send_message(mail)

    async def send(self, notice: CodeNotice) -> None:
        await self._deliver(self.message(notice), notice.to, notice.channel)

    async def send_message(self, notice: MessageNotice) -> None:
        await self._deliver(
            self._mail(notice.to, notice.subject, notice.text), notice.to, notice.channel
        )

    async def _deliver(self, mail: EmailMessage, to: str, channel: Channel) -> None:
        try:
            await asyncio.to_thread(self._send, mail)
        except (smtplib.SMTPException, OSError) as exc:
            log.warning("e-mail to %s failed: %s", mask(to, channel), exc)
            raise DeliveryError("e-mail not sent") from exc


class Msg91Sender:
    """SMS through MSG91's Flow API: POST {template_id, recipients: [{mobiles, <var>: code}]}
    with the `authkey` header; MSG91 answers {"type": "success" | "error", "message"}."""

    def __init__(self, settings: SmsSettings, transport: httpx.AsyncBaseTransport | None = None):
        if settings.api_key is None or not settings.template_id:
            raise ValueError("MSG91 needs an API key and a template id")
        self.settings = settings
        self.api_key = settings.api_key
        self.template_id = settings.template_id
        self.transport = transport

    def body(self, notice: CodeNotice) -> dict[str, object]:
        return self._flow(self.template_id, notice.to, {self.settings.code_variable: notice.code})

    def _flow(self, template_id: str, to: str, variables: Mapping[str, str]) -> dict[str, object]:
        recipient = {"mobiles": f"91{to}", **variables}
        body: dict[str, object] = {
            "template_id": template_id,
            "short_url": "0",
            "recipients": [recipient],
        }
        if self.settings.sender:
            body["sender"] = self.settings.sender
        return body

    async def send(self, notice: CodeNotice) -> None:
        await self._post(self.body(notice), notice.to, notice.channel)

    async def send_message(self, notice: MessageNotice) -> None:
        """Booking messages need their own approved template (the one of the message's
        language when there is one, else the default); without one, none is sent."""
        template = self.settings.booking_template_for(notice.language)
        if not template:
            raise ChannelUnavailable(notice.channel)
        await self._post(
            self._flow(template, notice.to, notice.variables), notice.to, notice.channel
        )

    async def _post(self, body: dict[str, object], to: str, channel: Channel) -> None:
        headers = {
            "authkey": self.api_key.get_secret_value(),
            "accept": "application/json",
        }
        try:
            async with httpx.AsyncClient(
                transport=self.transport,
                verify=tls_context(),
                timeout=self.settings.timeout_seconds,
            ) as client:
                response = await client.post(self.settings.url, json=body, headers=headers)
            answer = response.json() if response.content else {}
        except (httpx.HTTPError, ValueError) as exc:
            raise self._failed(to, channel, str(exc)) from exc
        if response.status_code != 200 or not (
            isinstance(answer, dict) and answer.get("type") == "success"
        ):
            detail = answer.get("message") if isinstance(answer, dict) else None
            raise self._failed(to, channel, f"HTTP {response.status_code}: {detail}")

    @staticmethod
    def _failed(to: str, channel: Channel, why: str) -> DeliveryError:
        log.warning("SMS to %s failed: %s", mask(to, channel), why[:200])
        return DeliveryError("SMS not sent")


class LogSender:
    """Development without SMS or e-mail: the code goes to the server log."""

    async def send(self, notice: CodeNotice) -> None:
        log.warning(
            "verification code for %s: %s (no SMS/e-mail delivery configured)",
            mask(notice.to, notice.channel),
            notice.code,
        )

    async def send_message(self, notice: MessageNotice) -> None:
        log.warning(
            "message for %s (no SMS/e-mail delivery configured): %s",
            mask(notice.to, notice.channel),
            notice.text,
        )


class Unavailable:
    """A channel that is not configured while the other one is: nothing is sent."""

    async def send(self, notice: CodeNotice) -> None:
        raise ChannelUnavailable(notice.channel)

    async def send_message(self, notice: MessageNotice) -> None:
        raise ChannelUnavailable(notice.channel)


class ChannelUnavailable(DeliveryError):
    def __init__(self, channel: Channel) -> None:
        super().__init__(f"no {channel} delivery configured")
        self.channel = channel


@dataclass(frozen=True, slots=True)
class Delivery:
    """One sender per channel."""

    sms: CodeSender
    email: CodeSender
    to_log: bool = False

    def for_channel(self, channel: Channel) -> CodeSender:
        return self.sms if channel is Channel.SMS else self.email

    def available(self, channel: Channel) -> bool:
        return not isinstance(self.for_channel(channel), Unavailable)


def delivery_from_settings(
    settings: Settings, sms_transport: httpx.AsyncBaseTransport | None = None
) -> Delivery:
    """Real senders where configured. With neither, both channels write to the log (a
    developer's machine); with one, the other is unavailable rather than logged, so that
    a real site never keeps a devotee's code in its log."""
    email_ready = bool(settings.smtp.host)
    sms_ready = settings.sms.api_key is not None and bool(settings.sms.template_id)
    if not email_ready and not sms_ready:
        return Delivery(sms=LogSender(), email=LogSender(), to_log=True)
    return Delivery(
        sms=Msg91Sender(settings.sms, sms_transport) if sms_ready else Unavailable(),
        email=SmtpSender(settings.smtp) if email_ready else Unavailable(),
    )
