"""The `punya` command line: serve, migrate, seed, super admin accounts, the OpenAPI document,
demo data."""

from __future__ import annotations

import argparse
import asyncio
import faulthandler
import gc
import getpass
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from api.auth.bootstrap import (
    BootstrapError,
    first_superadmin,
    password_file_for,
    save_superadmin,
    superadmin_from_settings,
)
from api.common.access_log import configure_app_logging, server_log_config
from api.settings import Settings, open_database
from api.speech_models import add_models_parser, run_models
from data.db import SUPPORTED_DRIVERS, Database, DatabaseConfigError, normalise_url
from data.migrate import upgrade_to_head
from data.seeding import seed_catalogue

if TYPE_CHECKING:
    from fastapi import FastAPI


async def _migrate(settings: Settings) -> None:
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        print(f"Database schema is up to date ({db.dialect}).")
    finally:
        await db.dispose()


def _tables(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {table}" for table, n in sorted(counts.items())) or "nothing"


async def _seed(settings: Settings, *, demo: bool) -> None:
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        result = await seed_catalogue(db, demo=demo)
        if result.seeded:
            print(f"Seeded the catalogue: {_tables(result.counts)}.")
            if demo:
                print(f"Loaded the demo catalogue: {_tables(result.demo_counts)}.")
        else:
            print("The catalogue already has data; nothing seeded.")
        if result.hindi_filled:
            print(f"Gave {result.hindi_filled} seeded records their Hindi texts.")
        if result.samagri_filled:
            print(f"Gave {result.samagri_filled} seeded pujas their samagri lists.")
        if result.pictures_filled:
            print(f"Gave {result.pictures_filled} seeded records their pictures.")
    finally:
        await db.dispose()


async def _demo_catalogue(settings: Settings, action: str) -> None:
    """Load the demo catalogue into a database that has a catalogue already, or remove it."""
    from datetime import UTC, datetime

    from api.admin.demo_catalogue import demo_records_left, remove_demo_catalogue
    from data.demo_seeding import load_demo_catalogue

    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        if action == "load":
            loaded = await load_demo_catalogue(db)
            print(f"Added to the demo catalogue: {_tables(loaded.added)}.")
            if loaded.kept_out:
                print(f"{loaded.kept_out} demo records were there already (same id, SKU or name).")
            return
        async with db.writer() as session:
            done = await remove_demo_catalogue(session, now=datetime.now(UTC))
        print(f"Removed the demo catalogue: {_tables(done.removed)}.")
        if done.released_bookings:
            print(
                f"{done.released_bookings} priest bookings still to come lost their demo "
                "priest and wait for another (Bookings in the back office)."
            )
        if done.deactivated:
            print(
                f"Kept, hidden from devotees, for the bookings or temple admins that refer to "
                f"them: {_tables(done.deactivated)}."
            )
        if done.kept_categories:
            print(
                f"Kept the store categories {', '.join(done.kept_categories)}: your own "
                "products are in them."
            )
        async with db.reader() as session:
            left = await demo_records_left(session)
        print(
            f"Demo records left: {_tables(left)}. Servers running now show the change "
            "after a restart."
        )
    finally:
        await db.dispose()


WS_MAX_BYTES = 1024 * 1024


def _read_password(from_stdin: bool) -> str:
    if from_stdin:
        return sys.stdin.readline().rstrip("\n")
    if env := os.environ.get("PUNYA_SUPERADMIN_PASSWORD"):
        return env
    first = getpass.getpass("New password: ")
    if getpass.getpass("Repeat it: ") != first:
        raise BootstrapError("The two passwords differ")
    return first


async def _create_superadmin(settings: Settings, username: str, password: str) -> None:
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        created = await save_superadmin(db, username, password)
        print(f"Super admin {username.strip().lower()} {'created' if created else 'updated'}.")
    finally:
        await db.dispose()


async def _ensure_superadmin(settings: Settings) -> None:
    """The configured super admin (PUNYA_SUPERADMIN_USERNAME/PASSWORD) when those are set;
    otherwise `admin` with a generated password kept in the password file. Either way only
    when there is no super admin yet."""
    wanted = settings.superadmin
    password = wanted.password.get_secret_value() if wanted.password else ""
    if wanted.username or password:
        if not (wanted.username and password):
            raise BootstrapError(
                "Set both PUNYA_SUPERADMIN_USERNAME and PUNYA_SUPERADMIN_PASSWORD, or neither"
            )
        db = open_database(settings)
        try:
            await upgrade_to_head(db)
            created = await superadmin_from_settings(db, wanted.username, password)
        finally:
            await db.dispose()
        name = wanted.username.strip().lower()
        print(
            f"Created the super admin {name} from PUNYA_SUPERADMIN_USERNAME/PASSWORD."
            if created
            else "There is a super admin already; nothing changed."
        )
        return
    secret_file = password_file_for(settings.database.url, wanted.password_file)
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        generated = await first_superadmin(db, secret_file)
    finally:
        await db.dispose()
    if generated is not None:
        print(
            "\nCreated the super admin for the back office (/admin/login):\n"
            f"  username: admin\n  password: {generated}\n"
            f"This is shown once; it is also in {secret_file} (readable only by you).\n"
            "Set another with: punya create-superadmin --username admin\n"
        )


def server_options(settings: Settings) -> dict[str, Any]:
    """uvicorn's options for serving the app (besides where it listens)."""
    return {
        # Forwarded headers are read by the app itself, and only from the proxies named in
        # PUNYA_SERVER_TRUSTED_PROXIES (api.common.proxies); uvicorn's own reading would
        # trust 127.0.0.1 (or FORWARDED_ALLOW_IPS) whatever the settings say.
        "proxy_headers": False,
        "log_level": "info",
        "log_config": server_log_config(),
        "access_log": settings.server.access_log,
        # Larger WebSocket frames close the connection before they are buffered; smaller ones
        # over the assistant's own limit get an error frame and the socket stays open.
        "ws_max_size": max(WS_MAX_BYTES, settings.assistant.max_frame_bytes),
    }


MAX_WORKERS = 64
WORKER_HEALTHCHECK_SECONDS = 60


def _worker_count(raw: str) -> int:
    if not raw.strip().isdigit() or not 1 <= int(raw) <= MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to {MAX_WORKERS}")
    return int(raw)


SQLITE_ONE_PROCESS = (
    "SQLite is served by one process: it writes one transaction at a time, and changes reach "
    "the admin screens' live feed only within the process that made them (PostgreSQL carries "
    "them between processes). Serve with --workers 1, or set PUNYA_DATABASE_URL to PostgreSQL."
)


def _serve(settings: Settings, host: str | None, port: int | None, workers: int | None) -> None:
    """Serve in this process, or with `workers` > 1 (PostgreSQL only) in as many processes
    under uvicorn's supervisor, which restarts one that dies. Each process runs the app's
    start-up work, which is safe N times over: migrations take an advisory lock; the super
    admin from settings is created once (a second insert loses on the unique name); the
    payment and refund reconcilers and the release of unpaid records claim rows with
    FOR UPDATE SKIP LOCKED, so each is handled by one process; housekeeping's deletes are
    idempotent; each process needs its own change-feed bridge (LISTEN/NOTIFY)."""
    import uvicorn

    from api.payments.gateways import PublicSimulatorError, refuse_public_test_key

    # A crash in native code (a speech or ephemeris library) leaves every thread's Python
    # stack in the log, not only "exit status 139"; worker processes read it from the
    # environment.
    faulthandler.enable()
    os.environ.setdefault("PYTHONFAULTHANDLER", "1")

    # The app knows where it listens (is it reachable from other machines?) from its settings.
    server = settings.server.model_copy(
        update={
            "host": host or settings.server.host,
            "port": port or settings.server.port,
            "workers": workers or settings.server.workers,
        }
    )
    settings = settings.model_copy(update={"server": server})
    try:
        refuse_public_test_key(settings)
    except PublicSimulatorError as exc:  # a setting to change, not a crash
        raise SystemExit(f"punya: {exc}") from exc
    engine = SUPPORTED_DRIVERS[normalise_url(settings.database.url).drivername]
    if server.workers > 1 and engine == "sqlite":
        raise SystemExit(
            f"punya: {server.workers} server processes asked for: {SQLITE_ONE_PROCESS}"
        )
    options = server_options(settings)
    if server.workers == 1:
        from api.app import create_app

        app = frozen_for_gc(create_app(settings))
        uvicorn.run(app, host=server.host, port=server.port, **options)
        return
    # Each worker builds its app from the environment, where this process puts what the
    # command line changed.
    os.environ["PUNYA_SERVER_HOST"] = server.host
    os.environ["PUNYA_SERVER_PORT"] = str(server.port)
    uvicorn.run(
        f"{__name__}:worker_app",
        factory=True,
        workers=server.workers,
        # A worker still importing on a busy machine is slow to answer, not dead.
        timeout_worker_healthcheck=WORKER_HEALTHCHECK_SECONDS,
        host=server.host,
        port=server.port,
        **options,
    )


def worker_app() -> FastAPI:
    """The app of one `punya serve --workers N` process, from its environment's settings."""
    from api.app import create_app

    configure_app_logging()
    return frozen_for_gc(create_app(Settings()))


def frozen_for_gc(app: FastAPI) -> FastAPI:
    """Move everything made so far (modules, the app, its catalogues and models: some 10^5
    objects that live as long as the process) out of the garbage collector's sight, so its
    full collections walk only what requests made. Walking them all stalls every request in
    flight: 0.45 to 0.65 s each on the two-core benchmark machine under load."""
    gc.collect()
    gc.freeze()
    return app


def openapi_document(settings: Settings) -> str:
    """The API's OpenAPI document as JSON, built from the app without serving it or opening
    a database (web/src/lib/wire.gen.ts is generated from it: `npm run gen:api`)."""
    from api.app import create_app

    with tempfile.TemporaryDirectory() as folder:  # never opened: nothing is written there
        db = Database(f"sqlite+aiosqlite:///{folder}/unused.db")
        app = create_app(settings, db=db, migrate=False)
        return json.dumps(app.openapi(), indent=2, ensure_ascii=False) + "\n"


def _serve_kundli(host: str, port: int) -> None:
    import uvicorn

    from kundli_service.app import create_kundli_app

    uvicorn.run(create_kundli_app(), host=host, port=port, log_level="info")


MAX_DEMO_RECORDS = 5_000_000
DEMO_SHARE = 0.3  # temple bookings and store orders per priest booking (issue 16's shape)


def _demo_count(raw: str) -> int:
    text = raw.strip().replace(",", "").replace("_", "")
    if not text.isdigit() or int(text) > MAX_DEMO_RECORDS:
        raise argparse.ArgumentTypeError(
            f"must be a whole number from 0 to {MAX_DEMO_RECORDS:,}, not {raw!r}"
        )
    return int(text)


def _add_demo_data(commands: Any) -> None:
    demo = commands.add_parser(
        "demo-data",
        help="add generated bookings and orders to a seeded database (benchmarks, demos)",
        description="Refuses a database holding bookings or orders it did not make (--force).",
    )
    demo.add_argument("--bookings", type=_demo_count, default=0, help="priest bookings")
    demo.add_argument(
        "--temple-bookings", type=_demo_count, help="temple bookings (default: 30%% of --bookings)"
    )
    demo.add_argument(
        "--orders", type=_demo_count, help="store orders (default: 30%% of --bookings)"
    )
    demo.add_argument("--seed", type=int, default=108, help="the same seed, the same records")
    demo.add_argument(
        "--force", action="store_true", help="add to a database that holds real records too"
    )


def _demo_data(settings: Settings, args: argparse.Namespace) -> int:
    from datetime import UTC, datetime

    from api.priests.rules import works_then
    from api.priests.slots import TIME_SLOTS
    from api.store.rules import order_totals
    from data.demo_data import DemoDataError, DemoRules, Sizes, generate

    share = round(args.bookings * DEMO_SHARE)
    sizes = Sizes(
        priest_bookings=args.bookings,
        temple_bookings=share if args.temple_bookings is None else args.temple_bookings,
        store_orders=share if args.orders is None else args.orders,
    )

    async def run() -> None:
        db = open_database(settings)
        try:
            await upgrade_to_head(db)
            report = await generate(
                db,
                sizes,
                DemoRules(
                    priest_slots=TIME_SLOTS, order_totals=order_totals, works_then=works_then
                ),
                seed=args.seed,
                now=datetime.now(UTC),
                force=args.force,
                progress=lambda line: print(line, file=sys.stderr, flush=True),
            )
        finally:
            await db.dispose()
        rows = ", ".join(f"{n:,} {table}" for table, n in report.rows.items())
        print(f"Added {rows} and rebuilt the summaries in {report.seconds:.1f} s.")

    try:
        asyncio.run(run())
    except DemoDataError as exc:
        print(f"punya demo-data: {exc}", file=sys.stderr)
        return 2
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="punya", description="Run and manage Punya.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="serve the API and web app (migrates first)")
    serve.add_argument("--host", help="address to listen on (default PUNYA_SERVER_HOST)")
    serve.add_argument("--port", type=int, help="port to listen on (default PUNYA_SERVER_PORT)")
    serve.add_argument(
        "--workers",
        type=_worker_count,
        metavar="N",
        help="server processes, 1 to 64, more than 1 on PostgreSQL only "
        "(default PUNYA_SERVER_WORKERS, else 1)",
    )
    kundli = commands.add_parser("kundli", help="serve the Kundli service on its own")
    kundli.add_argument("--host", default="127.0.0.1", help="address to listen on")
    kundli.add_argument("--port", type=int, default=8001, help="port to listen on")
    commands.add_parser("migrate", help="bring the database schema up to date")
    commands.add_parser("openapi", help="print the API's OpenAPI document (JSON)")
    seed = commands.add_parser("seed", help="load the seed catalogue into an empty database")
    seed.add_argument(
        "--demo",
        action="store_true",
        help="with the country-wide demo catalogue (data/demo_catalogue/) too",
    )
    demo_catalogue = commands.add_parser(
        "demo-catalogue",
        help="add the demo catalogue to a database that has a catalogue, or remove it",
        description="remove: priests and products go; temples and services that bookings "
        "refer to are deactivated and kept for them.",
    )
    demo_catalogue.add_argument("action", choices=("load", "remove"))
    create = commands.add_parser(
        "create-superadmin", help="create a super admin, or set an existing one's password"
    )
    create.add_argument("--username", required=True, help="3 to 60 characters")
    create.add_argument(
        "--password-stdin",
        action="store_true",
        help="read the password from standard input (else PUNYA_SUPERADMIN_PASSWORD or a prompt)",
    )
    _add_demo_data(commands)
    add_models_parser(commands)
    commands.add_parser(
        "ensure-superadmin",
        help="if there is no super admin, create the one PUNYA_SUPERADMIN_USERNAME/PASSWORD "
        "name, else 'admin' with a new password kept beside the SQLite database "
        "(or in PUNYA_SUPERADMIN_PASSWORD_FILE)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    configure_app_logging()
    settings = Settings()
    try:
        if args.command == "serve":
            _serve(settings, args.host, args.port, args.workers)
        elif args.command == "kundli":
            _serve_kundli(args.host, args.port)
        elif args.command == "openapi":
            sys.stdout.write(openapi_document(settings))
        elif args.command == "migrate":
            asyncio.run(_migrate(settings))
        elif args.command == "seed":
            asyncio.run(_seed(settings, demo=args.demo))
        elif args.command == "demo-catalogue":
            asyncio.run(_demo_catalogue(settings, args.action))
        elif args.command == "create-superadmin":
            password = _read_password(args.password_stdin)
            asyncio.run(_create_superadmin(settings, args.username, password))
        elif args.command == "ensure-superadmin":
            asyncio.run(_ensure_superadmin(settings))
        elif args.command == "demo-data":
            return _demo_data(settings, args)
        elif args.command == "models":
            return run_models(settings, args)
    except (DatabaseConfigError, BootstrapError) as exc:
        print(f"punya: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
