"""The server's logging for `punya serve`: uvicorn's own, except that the access log (one line
per request, with the real client's address: api.common.proxies) is written by a thread of
its own. The request's coroutine only queues the record; formatting it and writing it to
standard output, which may block, happen off the event loop."""

from __future__ import annotations

import atexit
import copy
import logging
import queue
import sys
from logging.handlers import QueueHandler, QueueListener
from typing import IO, Any

import uvicorn.config
from uvicorn.logging import AccessFormatter

APP_LOG_FORMAT = "%(levelname)s %(name)s: %(message)s"


class QueuedHandler(QueueHandler):
    """Hands records, unformatted, to a listener thread that passes them to `target`."""

    def __init__(self, target: logging.Handler) -> None:
        records: queue.SimpleQueue[Any] = queue.SimpleQueue()
        super().__init__(records)
        self.listener: QueueListener | None = QueueListener(records, target)
        self.listener.start()
        atexit.register(self.close)  # the lines still queued are written before exit

    def prepare(self, record: logging.LogRecord) -> logging.LogRecord:
        # The queue stays in this process, so the record goes as it is: its arguments
        # (addresses, the request line, the status) are formatted by the listener.
        return record

    def close(self) -> None:
        listener, self.listener = self.listener, None
        if listener is not None:
            listener.stop()
        super().close()


def queued_access_handler(
    stream: IO[str] | None = None, fmt: str | None = None, use_colors: bool | None = None
) -> logging.Handler:
    """uvicorn's access handler and format, behind a queue (a logging.config factory)."""
    target = logging.StreamHandler(stream or sys.stdout)
    target.setFormatter(AccessFormatter(fmt, use_colors=use_colors))
    return QueuedHandler(target)


def server_log_config() -> dict[str, Any]:
    """uvicorn's logging configuration with the access handler queued. Each server process
    (with --workers, each worker) applies it, so each has its own writer thread."""
    config = copy.deepcopy(uvicorn.config.LOGGING_CONFIG)
    access_format = config["formatters"]["access"]["fmt"]
    config["handlers"]["access"] = {
        "()": f"{__name__}.queued_access_handler",
        "stream": "ext://sys.stdout",
        "fmt": access_format,
    }
    return config


def configure_app_logging() -> None:
    """Our own modules' messages (start-up, warnings, jobs) on standard error."""
    logging.basicConfig(level=logging.INFO, format=APP_LOG_FORMAT)
