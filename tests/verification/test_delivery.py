"""Delivery adapters on their own: SMTP to a real server, MSG91's request and its failures,
the log when nothing is configured, and which channels a configuration offers."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from api.settings import Settings, SmsSettings, SmtpSettings
from api.verification.delivery import (
    CodeNotice,
    DeliveryError,
    LogSender,
    Msg91Sender,
    SmtpSender,
    Unavailable,
    delivery_from_settings,
)
from api.verification.rules import Channel
from tests.verification.support import CODES, SMS_URL, Mailbox, SmsOutbox, body_of, free_port

MAIL = CodeNotice(Channel.EMAIL, "meera@example.com", "042917", 10)
TEXT = CodeNotice(Channel.SMS, "9845012345", "042917", 10)


def smtp(port: int, **changes: object) -> SmtpSettings:
    values: dict[str, object] = {"host": "127.0.0.1", "port": port, "tls": "none"}
    return SmtpSettings.model_validate({**values, **changes})


def msg91(**changes: object) -> SmsSettings:
    values: dict[str, object] = {"url": SMS_URL, "api_key": "k-123", "template_id": "t-9"}
    return SmsSettings.model_validate({**values, **changes})


async def test_smtp_delivers_a_plain_text_mail(mailbox: Mailbox) -> None:
    await SmtpSender(smtp(mailbox.port, sender="Punya <codes@punya.test>")).send(MAIL)
    [mail] = mailbox.messages
    assert (mail["From"], mail["To"]) == ("Punya <codes@punya.test>", "meera@example.com")
    assert mail.get_content_type() == "text/plain"
    assert "042917" in body_of(mail)
    assert mailbox.logins == []  # no user configured: no AUTH


async def test_smtp_signs_in_with_the_configured_account(mailbox: Mailbox) -> None:
    await SmtpSender(smtp(mailbox.port, user="punya", password="mail-secret")).send(MAIL)
    assert mailbox.logins == [("punya", "mail-secret")]
    assert len(mailbox.messages) == 1


async def test_a_refused_sign_in_or_no_server_is_a_delivery_error(mailbox: Mailbox) -> None:
    with pytest.raises(DeliveryError):
        await SmtpSender(smtp(mailbox.port, user="punya", password="wrong")).send(MAIL)
    with pytest.raises(DeliveryError):
        await SmtpSender(smtp(free_port(), timeout_seconds=2)).send(MAIL)
    assert mailbox.messages == []


async def test_msg91_gets_the_flow_request_it_documents() -> None:
    outbox = SmsOutbox()
    sender = Msg91Sender(msg91(sender="PUNYAO", code_variable="code"), outbox.transport())
    await sender.send(TEXT)
    [request] = outbox.requests
    assert request.method == "POST"
    assert str(request.url) == SMS_URL
    assert request.headers["authkey"] == "k-123"
    assert request.headers["content-type"] == "application/json"
    assert outbox.bodies() == [
        {
            "template_id": "t-9",
            "short_url": "0",
            "sender": "PUNYAO",
            "recipients": [{"mobiles": "919845012345", "code": "042917"}],
        }
    ]


@pytest.mark.parametrize(
    "answer",
    [
        httpx.Response(200, json={"type": "error", "message": "Invalid authkey"}),
        httpx.Response(401, json={"type": "error", "message": "Unauthorized"}),
        httpx.Response(500, text="<html>oops</html>"),
        httpx.Response(200, text="not json"),
    ],
)
async def test_msg91_failures_are_delivery_errors(answer: httpx.Response) -> None:
    outbox = SmsOutbox(answer=lambda _request: answer)
    with pytest.raises(DeliveryError):
        await Msg91Sender(msg91(), outbox.transport()).send(TEXT)


async def test_an_unreachable_sms_provider_is_a_delivery_error() -> None:
    def unreachable(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    with pytest.raises(DeliveryError):
        await Msg91Sender(msg91(), httpx.MockTransport(unreachable)).send(TEXT)


async def test_without_configuration_the_code_goes_to_the_log(
    caplog: pytest.LogCaptureFixture,
) -> None:
    await LogSender().send(TEXT)
    await LogSender().send(MAIL)
    assert [r.getMessage() for r in caplog.records] == [
        "verification code for ***2345: 042917 (no SMS/e-mail delivery configured)",
        "verification code for m***@example.com: 042917 (no SMS/e-mail delivery configured)",
    ]
    assert {r.levelname for r in caplog.records} == {"WARNING"}


def test_the_configuration_decides_the_senders(tmp_path: Path) -> None:
    nothing = delivery_from_settings(Settings())
    assert nothing.to_log
    assert isinstance(nothing.sms, LogSender) and isinstance(nothing.email, LogSender)
    mail_only = delivery_from_settings(Settings.model_validate({"smtp": {"host": "mail.test"}}))
    assert isinstance(mail_only.email, SmtpSender)
    assert isinstance(mail_only.sms, Unavailable)  # never the log on a real site
    assert not mail_only.available(Channel.SMS) and not mail_only.to_log
    sms_only = delivery_from_settings(
        Settings.model_validate({"sms": {"api_key": "k", "template_id": "t"}})
    )
    assert isinstance(sms_only.sms, Msg91Sender) and isinstance(sms_only.email, Unavailable)
    key_without_template = delivery_from_settings(
        Settings.model_validate({"sms": {"api_key": "k"}})
    )
    assert key_without_template.to_log


def test_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {
        "PUNYA_SMTP_HOST": "smtp.example.in",
        "PUNYA_SMTP_PORT": "465",
        "PUNYA_SMTP_TLS": "tls",
        "PUNYA_SMTP_USER": "codes@punya.app",
        "PUNYA_SMTP_PASSWORD": "s3cret",
        "PUNYA_SMTP_SENDER": "Punya <codes@punya.app>",
        "PUNYA_SMS_API_KEY": "msg91-key",
        "PUNYA_SMS_TEMPLATE_ID": "65f0c0ffee",
        "PUNYA_SMS_SENDER": "PUNYAA",
        "PUNYA_VERIFICATION_VERIFIED_DAYS": "7",
        "PUNYA_VERIFICATION_CODES_PER_ADDRESS_PER_HOUR": "50",
    }.items():
        monkeypatch.setenv(name, value)
    settings = Settings()
    assert (settings.smtp.host, settings.smtp.port, settings.smtp.tls) == (
        "smtp.example.in",
        465,
        "tls",
    )
    assert settings.smtp.password is not None
    assert settings.smtp.password.get_secret_value() == "s3cret"
    assert "s3cret" not in repr(settings)
    assert settings.sms.api_key is not None
    assert settings.sms.api_key.get_secret_value() == "msg91-key"
    assert (settings.sms.template_id, settings.sms.sender) == ("65f0c0ffee", "PUNYAA")
    assert settings.verification.verified_days == 7
    assert settings.verification.codes_per_address_per_hour == 50


async def test_a_channel_that_is_off_is_refused_before_anything_is_stored(
    client: httpx.AsyncClient, app: object, settings: Settings
) -> None:
    app.state.code_delivery = delivery_from_settings(  # type: ignore[attr-defined]
        settings.model_copy(update={"sms": SmsSettings()})
    )
    response = await client.post(CODES, json={"phone": "9845012345"})
    assert response.status_code == 422
    assert response.json()["code"] == "channel_unavailable"
    assert response.json()["errors"][0]["field"] == "phone"
    assert "Please use your email address" in response.json()["detail"]
