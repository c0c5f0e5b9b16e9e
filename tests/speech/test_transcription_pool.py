"""The transcription pool: a fixed number of places (workers and a waiting line), one more
refused at once, places freed by finished and by cancelled work, and workers that yield the
CPU to the event loop."""

from __future__ import annotations

import os
import sys
import threading

import pytest

from assistant_core.speech.stt import WORKER_NICENESS, SpeechBusy, TranscriptionPool

WAIT = 10.0


def blocked(gate: threading.Event) -> int:
    assert gate.wait(WAIT)
    return threading.get_native_id()


def test_one_more_than_the_workers_and_the_line_is_refused() -> None:
    pool = TranscriptionPool(workers=1, max_waiting=1)
    gate = threading.Event()
    running = pool.submit(lambda: blocked(gate))
    waiting = pool.submit(lambda: blocked(gate))
    with pytest.raises(SpeechBusy):
        pool.submit(lambda: blocked(gate))
    assert pool.admitted == 2
    gate.set()
    running.result(WAIT)
    waiting.result(WAIT)
    assert pool.admitted == 0
    assert pool.submit(lambda: 1).result(WAIT) == 1  # places are free again


def test_cancelled_waiting_work_frees_its_place_at_once() -> None:
    pool = TranscriptionPool(workers=1, max_waiting=1)
    gate = threading.Event()
    running = pool.submit(lambda: blocked(gate))
    waiting = pool.submit(lambda: blocked(gate))
    assert waiting.cancel()
    assert pool.admitted == 1
    pool.submit(lambda: 2).cancel()  # and a new one may take it
    gate.set()
    running.result(WAIT)
    assert pool.admitted == 0


def test_sizes_are_checked() -> None:
    with pytest.raises(ValueError, match="at least one worker"):
        TranscriptionPool(workers=0, max_waiting=1)
    with pytest.raises(ValueError, match="waiting line"):
        TranscriptionPool(workers=1, max_waiting=-1)


@pytest.mark.skipif(sys.platform != "linux", reason="per-thread nice values are Linux's")
def test_workers_and_what_they_load_run_below_the_event_loop() -> None:
    pool = TranscriptionPool(workers=1, max_waiting=0)
    worker = pool.submit(threading.get_native_id).result(WAIT)
    assert os.getpriority(os.PRIO_PROCESS, worker) == WORKER_NICENESS
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) != WORKER_NICENESS

    # A thread a worker starts (as CTranslate2 does when a model loads) inherits it.
    assert pool.load(_nice_of_child).result(WAIT) == WORKER_NICENESS


def _nice_of_child() -> int:
    """The nice value a thread started now by this thread gets (read from inside it)."""
    found: list[int] = []
    thread = threading.Thread(
        target=lambda: found.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
    )
    thread.start()
    thread.join()
    return found[0]
