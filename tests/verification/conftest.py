"""Fixtures of owner verification: the app sends e-mail to a real SMTP server started for
the test, and SMS through the MSG91 adapter to a mock transport."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller
from fastapi import FastAPI

from api.app import create_app
from api.settings import Settings
from api.verification.delivery import delivery_from_settings
from data.db import Database
from tests.conftest import PUBLIC_URL, TEST_SALT_KEY, Clock
from tests.verification.support import SMS_URL, Mailbox, SmsOutbox, free_port


@pytest.fixture
def mailbox() -> Iterator[Mailbox]:
    """A real SMTP server on 127.0.0.1 (plain SMTP, AUTH allowed without TLS for the test)."""
    box = Mailbox(port=free_port())
    controller = Controller(
        box,
        hostname="127.0.0.1",
        port=box.port,
        authenticator=box.authenticate,
        auth_require_tls=False,
    )
    controller.start()
    yield box
    controller.stop()


@pytest.fixture
def sms() -> SmsOutbox:
    return SmsOutbox()


def delivering_settings(tmp_path: Path, smtp_port: int, **groups: dict[str, object]) -> Settings:
    values: dict[str, dict[str, object]] = {
        "server": {"public_url": PUBLIC_URL, "web_dist": str(tmp_path / "no-web")},
        "payment": {"salt_key": TEST_SALT_KEY},
        "smtp": {
            "host": "127.0.0.1",
            "port": smtp_port,
            "tls": "none",
            "user": "punya",
            "password": "mail-secret",
            "sender": "Punya <codes@punya.test>",
        },
        "sms": {"url": SMS_URL, "api_key": "msg91-test-key", "template_id": "tmpl-otp-1"},
    }
    for name, group in groups.items():
        values[name] = {**values.get(name, {}), **group}
    return Settings.model_validate(values)


@pytest.fixture
def settings(tmp_path: Path, mailbox: Mailbox) -> Settings:
    return delivering_settings(tmp_path, mailbox.port)


def verifying_app(settings: Settings, db: Database, clock: Clock, sms: SmsOutbox) -> FastAPI:
    app = create_app(settings, db=db, migrate=False, clock=clock)
    app.state.code_delivery = delivery_from_settings(settings, sms_transport=sms.transport())
    return app


@pytest.fixture
def app(db: Database, clock: Clock, settings: Settings, sms: SmsOutbox) -> FastAPI:
    return verifying_app(settings, db, clock, sms)
