"""Keeping the test workers small: the suite runs on two workers that, with the process
that leads them, stay near 1.5 GB. The modules that load a Whisper model or a neural voice
(hundreds of MB each) all run on one worker; a module's speech models are let go when it
ends; and freed heap is handed back to the system after a module and after a long test (a
schemathesis run, a training)."""

from __future__ import annotations

import ctypes
import ctypes.util
import time
from collections.abc import Callable, Generator

import pytest
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling, Scheduling

# As pytest names them (relative to the repository).
SPEECH_MODULES = frozenset(
    {
        "tests/assistant/test_voice_pool.py",
        "tests/assistant/test_voice_socket.py",
        "tests/speech/test_piper_voice.py",
        "tests/speech/test_stt.py",
        "tests/speech/test_tts.py",
    }
)
# A test this long may have built large structures; handing back what it freed costs
# milliseconds, after about one test in a hundred.
LONG_TEST_SECONDS = 1.0


class SpeechOnOneWorker(LoadScopeScheduling):
    """xdist's load balancing, test by test, but the speech modules are one unit of work.
    (xdist's own `loadgroup` marks a group in the test's id, which pytest 9 no longer lets
    it change.)"""

    def _split_scope(self, nodeid: str) -> str:
        return "speech" if nodeid.split("::", 1)[0] in SPEECH_MODULES else nodeid


@pytest.hookimpl(optionalhook=True)  # only when xdist is on
def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> Scheduling | None:
    if config.getvalue("dist") != "load":
        return None  # another distribution asked for by name
    return SpeechOnOneWorker(config, log)


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
