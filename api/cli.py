"""The `punya` command line: serve, migrate, seed."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence

from api.settings import Settings, open_database
from data.db import DatabaseConfigError
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
        result = await seed_catalogue(db, settings.server.public_url)
        if result.seeded:
            summary = ", ".join(f"{n} {table}" for table, n in sorted(result.counts.items()))
            print(f"Seeded the catalogue: {summary}.")
        else:
            print("The catalogue already has data; nothing seeded.")
    finally:
        await db.dispose()


def _serve(settings: Settings, host: str | None, port: int | None) -> None:
    import uvicorn

    from api.app import create_app

    uvicorn.run(
        create_app(settings),
        host=host or settings.server.host,
        port=port or settings.server.port,
        proxy_headers=True,
        log_level="info",
    )


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
    commands.add_parser("seed", help="load the seed catalogue into an empty database")
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
        elif args.command == "migrate":
            asyncio.run(_migrate(settings))
        elif args.command == "seed":
            asyncio.run(_seed(settings))
    except DatabaseConfigError as exc:
        print(f"punya: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
