"""Generated rows in batches, made in this process or, for large runs, in a second one while
this one inserts the batch before (generating and inserting cost about the same)."""

from __future__ import annotations

import asyncio
import multiprocessing
import queue as queues
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from data.demo_data.catalogue import Catalogue, DemoRules
from data.demo_data.flow import Rows
from data.demo_data.orders import Builder
from data.demo_data.people import customer_pool, pool_size
from data.demo_data.records import Places

CHUNK = 5_000  # records per batch
QUEUED_BATCHES = 4  # bounds the memory a fast producer can fill


@dataclass(frozen=True, slots=True)
class Batch:
    table: str
    done: int  # records of this table made so far
    wanted: int
    rows: Rows


@dataclass(frozen=True, slots=True)
class Job:
    """Everything the records depend on (sent to the other process, so plain data)."""

    counts: tuple[tuple[str, int], ...]  # (table, records) in order
    seed: int
    existing: int  # records present: a second run draws other records than the first
    catalogue: Catalogue
    rules: DemoRules
    now: datetime
    held: Places


def produce(job: Job) -> Iterator[Batch]:
    """The batches of a job, always the same for the same job."""
    total = sum(n for _table, n in job.counts)
    builder = Builder(
        seed=f"demo-data:{job.seed}:{job.existing}",
        catalogue=job.catalogue,
        rules=job.rules,
        pool=customer_pool(job.seed, pool_size(job.existing + total)),
        now=job.now,
        held=job.held,
    )
    makers = {
        "priest_bookings": builder.priest_booking,
        "temple_bookings": builder.temple_booking,
        "store_orders": builder.store_order,
    }
    for table, wanted in job.counts:
        make, done = makers[table], 0
        while done < wanted:
            size = min(CHUNK, wanted - done)
            for _ in range(size):
                make()
            done += size
            yield Batch(table, done, wanted, builder.take())


def _produce_into(job: Job, queue: Any) -> None:
    """The other process: every batch, then None; a failure is passed on as its text."""
    try:
        for batch in produce(job):
            queue.put(batch)
    except Exception as exc:
        queue.put(f"{type(exc).__name__}: {exc}")
        return
    queue.put(None)


def _next(queue: Any, worker: Any) -> Batch | str | None:
    while True:
        try:
            item: Batch | str | None = queue.get(timeout=1.0)
        except queues.Empty:
            if worker.is_alive():
                continue
            try:  # what it sent just before it ended
                item = queue.get(timeout=1.0)
            except queues.Empty:  # killed (out of memory?) before saying anything
                return f"the generating process stopped with {worker.exitcode}"
        return item


async def batches(job: Job, *, parallel: bool) -> AsyncIterator[Batch]:
    if not parallel:
        for batch in produce(job):
            yield batch
        return
    # Spawned, not forked: this process runs threads (the database driver's).
    context = multiprocessing.get_context("spawn")
    queue = context.Queue(maxsize=QUEUED_BATCHES)
    worker = context.Process(target=_produce_into, args=(job, queue), daemon=True)
    worker.start()
    try:
        while (item := await asyncio.to_thread(_next, queue, worker)) is not None:
            if isinstance(item, str):
                raise RuntimeError(f"generating the records failed: {item}")
            yield item
    finally:
        if worker.is_alive():
            worker.terminate()
        worker.join()
        queue.close()
