"""The `punya` command line: serve, migrate, seed, super admin accounts, the OpenAPI document."""

from __future__ import annotations

import argparse
import asyncio
import getpass
import json
import logging
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from api.auth.bootstrap import BootstrapError, first_superadmin, save_superadmin
from api.settings import Settings, open_database
from data.db import Database, DatabaseConfigError
from data.migrate import upgrade_to_head
from data.seeding import seed_catalogue


async def _migrate(settings: Settings) -> None:
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        print(f"Database schema is up to date ({db.dialect}).")
    finally:
        await db.dispose()


async def _seed(settings: Settings) -> None:
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        result = await seed_catalogue(db)
        if result.seeded:
            summary = ", ".join(f"{n} {table}" for table, n in sorted(result.counts.items()))
            print(f"Seeded the catalogue: {summary}.")
        else:
            print("The catalogue already has data; nothing seeded.")
    finally:
        await db.dispose()


SECRET_FILE = Path("var/superadmin-password.txt")
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
    db = open_database(settings)
    try:
        await upgrade_to_head(db)
        password = await first_superadmin(db, SECRET_FILE)
    finally:
        await db.dispose()
    if password is not None:
        print(
            "\nCreated the super admin for the back office (/admin/login):\n"
            f"  username: admin\n  password: {password}\n"
            f"This is shown once; it is also in {SECRET_FILE} (readable only by you).\n"
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
        # Larger WebSocket frames close the connection before they are buffered; smaller ones
        # over the assistant's own limit get an error frame and the socket stays open.
        "ws_max_size": max(WS_MAX_BYTES, settings.assistant.max_frame_bytes),
    }


def _serve(settings: Settings, host: str | None, port: int | None) -> None:
    import uvicorn

    from api.app import create_app
    from api.payments.gateways import PublicSimulatorError

    # The app knows where it listens (is it reachable from other machines?) from its settings.
    server = settings.server.model_copy(
        update={"host": host or settings.server.host, "port": port or settings.server.port}
    )
    settings = settings.model_copy(update={"server": server})
    try:
        app = create_app(settings)
    except PublicSimulatorError as exc:  # a setting to change, not a crash
        raise SystemExit(f"punya: {exc}") from exc
    uvicorn.run(
        app,
        host=server.host,
        port=server.port,
        **server_options(settings),
    )


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="punya", description="Run and manage Punya.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="serve the API and web app (migrates first)")
    serve.add_argument("--host", help="address to listen on (default PUNYA_SERVER_HOST)")
    serve.add_argument("--port", type=int, help="port to listen on (default PUNYA_SERVER_PORT)")
    kundli = commands.add_parser("kundli", help="serve the Kundli service on its own")
    kundli.add_argument("--host", default="127.0.0.1", help="address to listen on")
    kundli.add_argument("--port", type=int, default=8001, help="port to listen on")
    commands.add_parser("migrate", help="bring the database schema up to date")
    commands.add_parser("openapi", help="print the API's OpenAPI document (JSON)")
    commands.add_parser("seed", help="load the seed catalogue into an empty database")
    create = commands.add_parser(
        "create-superadmin", help="create a super admin, or set an existing one's password"
    )
    create.add_argument("--username", required=True, help="3 to 60 characters")
    create.add_argument(
        "--password-stdin",
        action="store_true",
        help="read the password from standard input (else PUNYA_SUPERADMIN_PASSWORD or a prompt)",
    )
    commands.add_parser(
        "ensure-superadmin",
        help=f"if there is no super admin, create 'admin' with a new password ({SECRET_FILE})",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    settings = Settings()
    try:
        if args.command == "serve":
            _serve(settings, args.host, args.port)
        elif args.command == "kundli":
            _serve_kundli(args.host, args.port)
        elif args.command == "openapi":
            sys.stdout.write(openapi_document(settings))
        elif args.command == "migrate":
            asyncio.run(_migrate(settings))
        elif args.command == "seed":
            asyncio.run(_seed(settings))
        elif args.command == "create-superadmin":
            password = _read_password(args.password_stdin)
            asyncio.run(_create_superadmin(settings, args.username, password))
        elif args.command == "ensure-superadmin":
            asyncio.run(_ensure_superadmin(settings))
    except (DatabaseConfigError, BootstrapError) as exc:
        print(f"punya: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
