"""The application factory: settings in, a FastAPI app out (REST API + web app)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime
from functools import partial

import httpx
from fastapi import FastAPI

from api.admin.routes import ADMIN_ROUTERS
from api.ai.in_process import InProcessAI
from api.ai.router import router as ai_router
from api.ai.service import builtins_of
from api.assistant.router import publish_text_limit
from api.assistant.router import router as assistant_router
from api.assistant.runtime import build_runtime
from api.assistant.socket import router as assistant_socket_router
from api.assistant.voice import Voice
from api.auth.bootstrap import BootstrapError, superadmin_from_settings
from api.auth.router import router as auth_router
from api.booking_messages.sender import send_until
from api.common.allowed_methods import ConcretePathsFirst
from api.common.api_docs import install_api_docs
from api.common.body_limit import BodyLimits
from api.common.clock import utcnow
from api.common.errors import install_error_handlers
from api.common.openapi import install_openapi
from api.common.proxies import RealClient
from api.common.ratelimit import RateLimiter, SharedLimiter
from api.common.same_origin import SameOriginWrites
from api.common.security_headers import SecurityHeaders
from api.housekeeping import housekeep_until
from api.kundli.router import router as kundli_router
from api.live.router import router as live_router
from api.media.router import media_router, upload_router
from api.media.rules import MAX_UPLOAD_BYTES, webp_available
from api.orders.router import router as orders_router
from api.panchang.router import router as panchang_router
from api.payments.gateways import gateway_from_settings, simulator_from_settings
from api.payments.public_url import is_local, site_url
from api.places.geocode import Geocoder
from api.places.router import router as places_router
from api.priest_app.offers import lapse_until
from api.priest_app.router import PHOTOS_PREFIX
from api.priest_app.router import router as priest_app_router
from api.priest_bookings.cache import BookingCatalogue
from api.priest_bookings.router import router as priest_bookings_router
from api.priests.router import router as priests_router
from api.puja_services.cache import PujaCache
from api.puja_services.router import router as puja_services_router
from api.settings import Settings, open_database
from api.settlement.reconciler import reconcile_until
from api.settlement.router import router as payments_router
from api.site.health import DatabaseCheck
from api.site.router import VERSION
from api.site.router import router as site_router
from api.static import mount_web_app
from api.store.router import router as store_router
from api.temple_bookings.router import router as temple_bookings_router
from api.temples.cache import TempleCache
from api.temples.router import router as temples_router
from api.verification.delivery import delivery_from_settings
from api.verification.router import router as verification_router
from assistant_core.warm_up import warm_up
from data.change_bridge import PostgresChangeBridge
from data.db import Database
from data.migrate import upgrade_to_head

log = logging.getLogger(__name__)
OPENAPI_URL = "/api/openapi.json"


def api_docs_on(settings: Settings) -> bool:
    """PUNYA_SERVER_API_DOCS when set; else on for a site on this machine only."""
    chosen = settings.server.api_docs
    return is_local(site_url(settings.server)) if chosen is None else chosen


async def _superadmin_from_settings(database: Database, settings: Settings) -> None:
    wanted = settings.superadmin
    password = wanted.password.get_secret_value() if wanted.password else ""
    try:
        if await superadmin_from_settings(database, wanted.username, password):
            log.info("created super admin %s from PUNYA_SUPERADMIN_*", wanted.username)
    except BootstrapError as exc:
        raise SystemExit(f"PUNYA_SUPERADMIN_USERNAME/PASSWORD: {exc}") from exc


def create_app(
    settings: Settings | None = None,
    *,
    db: Database | None = None,
    migrate: bool = True,
    clock: Callable[[], datetime] | None = None,
) -> FastAPI:
    """Build the app. `db` and `clock` are injectable for tests; by default the database
    comes from settings and is migrated to the newest schema at start."""
    settings = settings or Settings()
    if not webp_available():
        raise SystemExit("Pillow was built without WebP: pictures cannot be encoded")
    database = db or open_database(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if migrate:
            await upgrade_to_head(database)
        await _superadmin_from_settings(database, settings)
        log.info("Punya serving with %s", database.dialect)
        await asyncio.to_thread(warm_up)  # the first devotee does not wait for the models
        if app.state.code_delivery.to_log:
            log.warning(
                "No SMS or e-mail delivery is configured (PUNYA_SMTP_HOST, PUNYA_SMS_API_KEY): "
                "one-time verification codes are written to this log"
            )
        stop = asyncio.Event()
        purger = asyncio.create_task(housekeep_until(stop, database, clock or utcnow))
        # Pending payments are re-checked with the gateway until final: no lost callback or
        # closed browser loses a payment.
        reconciler = asyncio.create_task(
            reconcile_until(
                stop,
                database,
                lambda: app.state.payment_gateway,
                clock or utcnow,
                settings.payment,
            )
        )
        # Booking messages (confirmations, the online puja's link) go when due, from the
        # database: a restart loses none.
        messenger = asyncio.create_task(
            send_until(
                stop,
                database,
                lambda: app.state.code_delivery,
                clock or utcnow,
                settings.bookings,
            )
        )
        # Bookings offered to a priest who has not accepted in time go to the next free one.
        offers = asyncio.create_task(lapse_until(stop, database, clock or utcnow, settings.priest))
        # Assistant conversations are written behind every half second, and all at the end.
        conversations = asyncio.create_task(app.state.assistant.live.flush_until(stop))
        # With PostgreSQL, changes cross to and from the other server processes.
        bridge = PostgresChangeBridge(database) if database.dialect == "postgresql" else None
        if bridge is not None:
            await bridge.start()
        app.state.change_bridge = bridge
        yield
        stop.set()
        await purger
        await reconciler
        await messenger
        await offers
        await conversations
        if bridge is not None:
            await bridge.stop()
        await ai_client.close()
        if db is None:  # we made it, we close it
            await database.dispose()

    app = FastAPI(
        title="Punya",
        version=VERSION,
        lifespan=lifespan,
        docs_url=None,  # our own page, when on: api.common.api_docs
        redoc_url=None,
        openapi_url=OPENAPI_URL,
    )
    app.state.settings = settings
    app.state.db = database
    app.state.database_check = DatabaseCheck(database)
    # Public catalogue answers, kept until the change feed says their table changed.
    app.state.puja_cache = PujaCache(database)
    app.state.temple_cache = TempleCache(database)
    app.state.booking_catalogue = BookingCatalogue(database, app.state.puja_cache)
    app.state.clock = clock
    # Counted in the database: a client reaching several server processes gets one limit.
    app.state.lookup_limiter = SharedLimiter(
        database,
        "lookup",
        settings.lookup.max_per_window,
        settings.lookup.window_seconds,
        clock or utcnow,
    )
    # Bookings and orders placed per client address (PUNYA_CHECKOUT_MAX_PER_HOUR).
    app.state.creation_limiter = SharedLimiter(
        database, "create", settings.checkout.max_per_hour, 3600, clock or utcnow
    )
    app.state.report_limiter = SharedLimiter(
        database, "kundli_pdf", settings.kundli.pdfs_per_minute, 60, clock or utcnow
    )
    # The assistant asks this server's own built-in AI services in process (calls, no HTTP).
    builtin_ai = InProcessAI(database, settings, lambda: builtins_of(app.state), clock or utcnow)
    app.state.assistant, ai_client = build_runtime(
        settings,
        database,
        clock or utcnow,
        builtin_ai,
        app.state.lookup_limiter,
        # One-time codes the assistant sends go the way My Orders' do (read when sent).
        lambda: app.state.code_delivery,
        # Bookings and orders placed in the chat count with the screens'.
        app.state.creation_limiter,
    )
    app.state.assistant_limiter = RateLimiter(settings.assistant.messages_per_minute, 60)
    app.state.voice = Voice(settings, database)
    app.state.geocoder = Geocoder(settings.geocoder)
    app.state.payment_gateway = gateway_from_settings(settings, httpx.ASGITransport(app=app))
    simulator = simulator_from_settings(settings)
    app.state.payment_simulator = simulator
    app.state.code_delivery = delivery_from_settings(settings)
    # Picture uploads are larger than any form: their route refuses past the rule's limit
    # with the field's message; this is only the backstop for a body far beyond it.
    app.add_middleware(
        BodyLimits,
        max_bytes=settings.server.max_body_bytes,
        larger={
            upload_router.prefix + "/": 2 * MAX_UPLOAD_BYTES,
            PHOTOS_PREFIX: 2 * MAX_UPLOAD_BYTES,
        },
    )
    # Cross-site posts to the cookie-bearing APIs are refused before any route runs...
    app.add_middleware(SameOriginWrites, public_url=settings.server.public_url)
    # ...and every answer, refusals included, carries the browser's security headers.
    app.add_middleware(
        SecurityHeaders,
        https_site=(settings.server.public_url or "").startswith("https://"),
    )
    # Outermost: everything inside sees the real client (forwarded by a trusted proxy only).
    app.add_middleware(
        RealClient,
        trusted=settings.server.trusted_proxies,
        header=settings.server.forwarded_header,
    )
    install_error_handlers(app)
    for router in (
        site_router,
        auth_router,
        puja_services_router,
        priest_bookings_router,
        priests_router,
        priest_app_router,
        temples_router,
        temple_bookings_router,
        store_router,
        orders_router,
        verification_router,
        kundli_router,
        panchang_router,
        places_router,
        live_router,
        assistant_router,
        assistant_socket_router,
        ai_router,
        payments_router,
        upload_router,
        media_router,
        *ADMIN_ROUTERS,
        *([simulator.router] if simulator is not None else []),
    ):
        # The routes were built whole when their module was imported; they join the app as
        # they are. `include_router` would build every route again for each app (its
        # validation models included): about half a second an app, paid by each server
        # process and by each of the tests' thousands of apps.
        app.router.routes.extend(router.routes)
    if api_docs_on(settings):  # before the web app's catch-all route
        install_api_docs(app, openapi_url=OPENAPI_URL)
    mount_web_app(app, settings.server.web_dist)
    app.router.routes.insert(0, ConcretePathsFirst(app.routes))
    install_openapi(
        app, adjust=[partial(publish_text_limit, limit=settings.assistant.max_text_chars)]
    )
    return app
