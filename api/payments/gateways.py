"""The gateway the settings choose (never the page's host name), and the simulator to serve."""

from __future__ import annotations

import logging

import httpx

from api.payments.gateway import Gateway
from api.payments.phonepe import PhonePeClient
from api.payments.public_url import is_local, site_url
from api.payments.simulator import PREFIX, PaymentSimulator
from api.settings import PaymentSettings, Settings

log = logging.getLogger(__name__)


DEFAULT_SALT = PaymentSettings().salt_key.get_secret_value()
IN_PROCESS_URL = "http://localhost"


class PublicSimulatorError(RuntimeError):
    """Refusing to start: the simulator's public test key on a public site."""


def refuse_public_test_key(settings: Settings) -> None:
    """Refuse to run the simulator with its built-in salt key anywhere but on this machine:
    the key is public, so anyone could sign a "paid" callback. The site's address is the public
    URL when set, else the address the server listens on (0.0.0.0 is reachable by anyone)."""
    payment = settings.payment
    if payment.gateway != "simulator" or payment.salt_key.get_secret_value() != DEFAULT_SALT:
        return
    site = site_url(settings.server)
    if is_local(site):
        return
    where = (
        f"PUNYA_SERVER_PUBLIC_URL is {site}, not a local address"
        if settings.server.public_url
        else f"the server listens on {site}, reachable from other machines "
        "(PUNYA_SERVER_HOST; PUNYA_SERVER_PUBLIC_URL is not set)"
    )
    raise PublicSimulatorError(
        "Refusing to start: the payment simulator's built-in salt key is public, so anyone "
        f"could sign a payment as paid, and {where}. Set PUNYA_PAYMENT_SALT_KEY to a private "
        "key for a demo, or PUNYA_PAYMENT_GATEWAY=phonepe with PhonePe's credentials; or serve "
        "on localhost, 127.0.0.1 or ::1 only."
    )


def gateway_from_settings(settings: Settings, local_transport: httpx.AsyncBaseTransport) -> Gateway:
    """PhonePe at settings.payment.host, or the simulator served by this same app, reached
    through `local_transport` (an in-process transport to the app) so it needs no network."""
    payment = settings.payment
    salt_key = payment.salt_key.get_secret_value()  # read here and for the simulator only
    if payment.gateway == "phonepe":
        if not settings.server.public_url:
            log.warning(
                "PUNYA_SERVER_PUBLIC_URL is not set: PhonePe's redirect and callback addresses "
                "follow each request's Host header; set it to the site's address in production"
            )
        return PhonePeClient(
            payment.host,
            payment.merchant_id,
            salt_key,
            payment.salt_index,
            timeout=payment.timeout_seconds,
        )
    refuse_public_test_key(settings)
    log.warning("payments go to the built-in simulator: no real money moves")
    # In-process: the address only names the app to the transport, whatever port it serves on.
    base = (settings.server.public_url or IN_PROCESS_URL).rstrip("/")
    return PhonePeClient(
        base + PREFIX,
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
        public_key=payment.salt_key.get_secret_value() == DEFAULT_SALT,
        timeout=payment.timeout_seconds,
        refund_seconds=payment.simulator_refund_seconds,
        callback_transport=callback_transport,
    )
