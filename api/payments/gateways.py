"""The gateway the settings choose (never the page's host name), and the simulator to serve."""

from __future__ import annotations

import logging

import httpx

from api.payments.gateway import Gateway
from api.payments.phonepe import PhonePeClient
from api.payments.simulator import PREFIX, PaymentSimulator
from api.settings import PaymentSettings, Settings

log = logging.getLogger(__name__)


DEFAULT_SALT = PaymentSettings().salt_key.get_secret_value()


class PublicSimulatorError(RuntimeError):
    """Refusing to start: the simulator's public test key on a public site."""


def gateway_from_settings(settings: Settings, local_transport: httpx.AsyncBaseTransport) -> Gateway:
    """PhonePe at settings.payment.host, or the simulator served by this same app, reached
    through `local_transport` (an in-process transport to the app) so it needs no network."""
    payment = settings.payment
    salt_key = payment.salt_key.get_secret_value()  # read here and for the simulator only
    if payment.gateway == "phonepe":
        return PhonePeClient(
            payment.host,
            payment.merchant_id,
            salt_key,
            payment.salt_index,
            timeout=payment.timeout_seconds,
        )
    if (
        payment.salt_key.get_secret_value() == DEFAULT_SALT
        and settings.server.public_url.startswith("https://")
    ):
        # The default key is public: anyone could sign a "paid" callback on a real site.
        raise PublicSimulatorError(
            "The payment simulator is chosen on a public https site with its public test key. "
            "Set PUNYA_PAYMENT_GATEWAY=phonepe with PhonePe's credentials, or a private "
            "PUNYA_PAYMENT_SALT_KEY for a demo."
        )
    log.warning("payments go to the built-in simulator: no real money moves")
    return PhonePeClient(
        settings.server.public_url.rstrip("/") + PREFIX,
        payment.merchant_id,
        salt_key,
        payment.salt_index,
        timeout=payment.timeout_seconds,
        transport=local_transport,
        name="simulator",
    )


def simulator_from_settings(
    settings: Settings, callback_transport: httpx.AsyncBaseTransport | None = None
) -> PaymentSimulator | None:
    """The simulator to mount (its `.router`) when the settings choose it, else None.

    It signs with the configured (test) merchant, so our callback endpoint, which checks with the
    same settings, accepts its callbacks; with PhonePe configured it is not served at all."""
    payment = settings.payment
    if payment.gateway != "simulator":
        return None
    return PaymentSimulator(
        merchant_id=payment.merchant_id,
        salt_key=payment.salt_key.get_secret_value(),
        salt_index=payment.salt_index,
        public_url=settings.server.public_url,
        timeout=payment.timeout_seconds,
        callback_transport=callback_transport,
    )
