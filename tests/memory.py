"""Keeping the test workers small: the suite runs on two workers that, with the process
that leads them, stay under 1.5 GB.

- A process keeps most memory it has once touched (the heap fragments; a library's caches
  and lazily read data stay), so a worker that has grown past RECYCLE_ABOVE_MB after a test
  takes no more work and is replaced by a fresh one, which collects again (about ten
  seconds) and takes over: a worker's size is bounded by what its current test needs, not
  by everything the run has loaded into it.
- Heavy units grow a worker, or the processes it starts, by hundreds of MB: each module that
  loads a Whisper model or a neural voice, or starts real servers, and the schemathesis shards
  (in two units). They run one at a time, the largest first (as xdist deals them), each on a
  worker that has not grown since it started, while the other worker takes light ones; a
  module's speech models are let go when it ends.
- Freed heap is handed back to the system after a module and after a long test (a
  schemathesis run, a training)."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import subprocess
import time
from collections.abc import Callable, Generator
from pathlib import Path

import pytest
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling, Scheduling
from xdist.workermanage import WorkerController

# The modules that load a Whisper model or a neural voice, as pytest names them. Each is one
# unit of work (its models load once), and listening and speaking are apart: a worker holds
# Whisper or a voice, not both.
SPEECH_MODULES = (
    "tests/assistant/test_voice_socket.py",
    "tests/assistant/test_voice_replies.py",
    "tests/speech/test_piper_voice.py",
    "tests/speech/test_stt.py",
    "tests/speech/test_tts.py",
    "tests/assistant/test_voice_pool.py",
)
# Modules whose tests start real server processes (a few hundred MB each, beside the worker).
SERVER_MODULES = (
    "tests/api/test_serve.py",
    "tests/assistant/test_live_restart.py",
    "tests/admin/test_change_bridge.py",
)
# The schemathesis shards: the first on a worker grows it by ~250 MB (the schema and its
# strategies, kept for the next), each next one by ~40 MB; they run in CONFORMANCE_UNITS units.
CONFORMANCE = "tests/api/test_openapi_conformance.py"
CONFORMANCE_UNITS = 2
_SHARD = re.compile(r"-(\d+)\]$")
# Modules run whole by one worker.
ONE_UNIT = (*SPEECH_MODULES, *SERVER_MODULES)
# Units of work that grow a worker, or the processes it starts, by hundreds of MB: run one at a
# time, each on a worker that has not grown since it started.
HEAVY = (*ONE_UNIT, CONFORMANCE)
# A worker grown by more than this since it started is replaced before it takes a heavy unit.
GROWN_MB = 60
# A test this long may have built large structures; handing back what it freed costs
# milliseconds, after about one test in a hundred.
LONG_TEST_SECONDS = 1.0
# A fresh worker is ~355 MB once it has collected the suite. One worker in a heavy unit (up to
# ~850 MB), another below this and the process leading them (~150 MB) stay near 1.5 GB.
RECYCLE_ABOVE_MB = 500
EXIT_WAIT_SECONDS = 30
IN_WORKER = "PYTEST_XDIST_WORKER" in os.environ
_STATM = Path("/proc/self/statm")  # Linux: sizes in pages; elsewhere nothing is recycled
_PAGE_MB = os.sysconf("SC_PAGE_SIZE") / 2**20 if hasattr(os, "sysconf") else 0.0


def resident_mb() -> int | None:
    """This process's resident memory in MB (None where /proc is not)."""
    try:
        return round(int(_STATM.read_text().split()[1]) * _PAGE_MB)
    except OSError:
        return None


class Recycling(LoadScopeScheduling):
    """xdist's load balancing, test by test, but each module of ONE_UNIT is one unit of work
    (the schemathesis shards are CONFORMANCE_UNITS), and a worker grown past RECYCLE_ABOVE_MB,
    or grown at all before a heavy unit, is replaced once its last test is done. (xdist's
    own `loadgroup` marks a group in the test's id, which pytest 9 no longer lets it change;
    the replacement goes through xdist's own way of replacing a worker that died.)"""

    def __init__(self, config: pytest.Config, log: Producer | None = None) -> None:
        super().__init__(config, log)
        self.resident: dict[WorkerController, int] = {}  # MB, as each worker last said
        self.started: dict[WorkerController, int] = {}  # MB, as each worker first said
        self.retiring: set[WorkerController] = set()

    def _split_scope(self, nodeid: str) -> str:
        module = nodeid.split("::", 1)[0]
        if module == CONFORMANCE and (shard := _SHARD.search(nodeid)) is not None:
            return f"{module}#{int(shard.group(1)) % CONFORMANCE_UNITS}"
        return module if module in ONE_UNIT else nodeid

    def _another_runs_heavy(self, node: WorkerController) -> bool:
        return any(self._runs_heavy(other) for other in self.assigned_work if other is not node)

    def _takes_heavy_next(self, node: WorkerController) -> bool:
        """Whether the next unit this worker would be given is heavy (see _assign_work_unit)."""
        if self._another_runs_heavy(node):
            return False
        first = next(iter(self.workqueue), None)
        return first is not None and first.startswith(HEAVY)

    def _grown(self, node: WorkerController) -> bool:
        size = self.resident.get(node, 0)
        if size > RECYCLE_ABOVE_MB:
            return True
        return size - self.started.get(node, size) > GROWN_MB and self._takes_heavy_next(node)

    def _runs_heavy(self, node: WorkerController) -> bool:
        work = self.assigned_work.get(node, {})
        return any(scope.startswith(HEAVY) and not all(work[scope].values()) for scope in work)

    def _assign_work_unit(self, node: WorkerController) -> None:
        # One heavy unit at a time: while another worker runs one, this one takes the first
        # light unit (a heavy one only when nothing light is left).
        if self._another_runs_heavy(node):
            light = next((scope for scope in self.workqueue if not scope.startswith(HEAVY)), None)
            if light is not None:
                self.workqueue.move_to_end(light, last=False)
        super()._assign_work_unit(node)

    def schedule(self) -> None:
        super().schedule()
        # A worker that joins late starts with two units, as the first ones did: it runs a
        # test only once it knows the next one, so with one it would wait.
        for node in self.nodes:
            if node not in self.registered_collections:
                continue  # still collecting: scheduled when it is done
            idle = not node.shutting_down and self._pending_of(self.assigned_work[node]) < 2
            if idle and node not in self.retiring and self.workqueue:
                self._assign_work_unit(node)

    def _reschedule(self, node: WorkerController) -> None:
        if node in self.retiring or node.shutting_down:
            return
        if node not in self.registered_collections:
            return  # a successor still collecting: scheduled when it is done
        if self.workqueue and self._grown(node):
            # It runs what it holds (a worker runs its last test only once it knows there
            # is no next one), then ends; remove_node starts its successor.
            self.retiring.add(node)
            node.shutdown()
            return
        super()._reschedule(node)

    def remove_node(self, node: WorkerController) -> str | None:
        crashed = super().remove_node(node)
        self.resident.pop(node, None)
        self.started.pop(node, None)
        if node in self.retiring:
            self.retiring.discard(node)
            _end(node)
            if crashed is None and self.workqueue:
                dsession = self.config.pluginmanager.getplugin("dsession")
                dsession._clone_node(node)  # a new worker with the old one's spec
        return crashed


_scheduler: Recycling | None = None


def _end(node: WorkerController) -> None:
    """The retired worker's process ends before its successor starts: ending a large heap
    takes seconds, and the two would add up. (Its tests and fixtures are done by now.)"""
    node.ensure_teardown()  # else its threads would keep it alive
    popen = getattr(getattr(node.gateway, "_io", None), "popen", None)  # a local process
    if popen is None:
        return
    try:
        popen.wait(timeout=EXIT_WAIT_SECONDS)
    except subprocess.TimeoutExpired:
        popen.kill()


@pytest.hookimpl(optionalhook=True)  # only when xdist is on
def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> Scheduling | None:
    global _scheduler
    if config.getvalue("dist") != "load":
        return None  # another distribution asked for by name
    _scheduler = Recycling(config, log)
    return _scheduler


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A worker's size travels with each test's last report to the process leading it."""
    report = yield
    if IN_WORKER and call.when == "teardown":
        report.resident_mb = resident_mb()  # type: ignore[attr-defined]
    return report


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    node = getattr(report, "node", None)  # set by xdist in the leading process
    if node is not None and report.passed:
        # What a passing test printed is never shown, but the leading process keeps every
        # report to the end: ~100 MB over the suite.
        report.sections = []
    size = getattr(report, "resident_mb", None)
    if _scheduler is not None and node is not None and size is not None:
        _scheduler.resident[node] = size
        _scheduler.started.setdefault(node, size)


def _heap_trimmer() -> Callable[[], object]:
    """glibc keeps freed memory in its arenas (one per thread that allocated) until asked to
    return it; elsewhere there is nothing to do."""
    name = ctypes.util.find_library("c")
    trim = getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None
    if trim is None:
        return lambda: None
    return lambda: trim(0)


_trim_heap = _heap_trimmer()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(
    item: pytest.Item, nextitem: pytest.Item | None
) -> Generator[None, object, object]:
    started = time.monotonic()
    result = yield
    module_done = nextitem is None or nextitem.path != item.path
    if module_done:
        from assistant_core.speech.stt import forget_models  # loaded by then where it is used

        forget_models()
    if module_done or time.monotonic() - started > LONG_TEST_SECONDS:
        _trim_heap()
    return result
