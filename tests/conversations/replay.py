"""Conversation scripts (tests/conversations/*.yaml): loading, the fake ports they describe,
and checking one turn's outputs. Everything here works on JSON dicts (the `reply` and
`error` frames as the WebSocket sends them, `protocol.frame_text`), so the same scripts
replay through the engine and through the real socket.

A script:

    description: what it shows
    services:              # optional changes to the seeded services (data/seed/ai_services.json)
      palmistry-reader: {isActive: true}
      general-assistant: null                      # removed
      service-1731000000: {name: Vastu Guide, category: general}   # added (admin-made)
    language: hi           # optional: the conversation's language at the start (en)
    tasks: {full: [["2026-11-23", "8:00 AM - 10:00 AM"]]}   # optional: taken priest slots
    ai:                    # how each AI service answers, in order; the last one repeats
      general-assistant: {answer: "..."}
      astrology-expert:
        - {status: 503, statusText: Service Unavailable}   # non-OK
        - {failure: timeout}          # unreachable | timeout | garbage | too_large
    kundli: up             # up (default, the real in-process service) | down | broken
    turns:
      - select: kundli-horoscope-agent
        reply: {...}
      - say: "make my kundli"
        asked: {}          # optional: what the AI services were asked this turn
        replies: [{...}, {...}]
      - say: "   "
        error: {code: empty_message, message: "..."}
      - located: [18.52, 73.85]   # the browser shares its location
        reply: {...}
        created: 1         # optional: records the tasks port holds after this turn

A reply expectation must give `text` (exact) or `contains` (a list), and `intent`,
`confidence`, `navigate` (null, a route, or {route, delayMs}) and `progress` (null or
{collected, asking, step}); optionally `service` (the reply's serviceId) and `kundli`
(null, or {dotted.path: value} read from the chart), `language`, `cart` (the lines, or
null) and `actions` (a list; each expected action's keys are compared with the action at
its place). For a task form, `progress` names its `form` and is checked on the keys given.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from assistant_core.engine import Event, Located, SelectService, UserMessage
from assistant_core.kundli_port import (
    InProcessKundli,
    KundliOutcome,
    KundliPort,
    KundliUnavailable,
    MatchOutcome,
)
from assistant_core.ports import AIAnswer, Coordinates, ServiceInfo
from assistant_core.texts import Language
from kundli_service.service import KundliRequest

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "data" / "seed" / "ai_services.json"
SCRIPTS = Path(__file__).resolve().parent
PUBLIC_URL = "http://testserver"
NAVIGATION_DELAY_MS = 2000
FAILURES = ("unreachable", "timeout", "garbage", "too_large")
KUNDLI_MODES = ("up", "down", "broken")
REPLY_REQUIRED = ("intent", "confidence", "navigate", "progress")
REPLY_KEYS = {
    "text",
    "contains",
    "service",
    "kundli",
    "language",
    "cart",
    "actions",
    *REPLY_REQUIRED,
}
TURN_KINDS = {"say", "select", "located"}


class ScriptError(ValueError):
    """A script that does not follow the format above."""


@dataclass(frozen=True)
class Script:
    name: str
    description: str
    services: list[ServiceInfo]
    ai: dict[str, list[dict[str, Any]]]
    kundli: str
    turns: list[dict[str, Any]]
    language: str = "en"
    full: tuple[tuple[str, str], ...] = ()


def script_paths() -> list[Path]:
    return sorted(SCRIPTS.glob("*.yaml"))


def load_script(path: Path) -> Script:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("turns"), list):
        raise ScriptError(f"{path.name}: a script is a mapping with a list of turns")
    unknown = set(data) - {"description", "services", "ai", "kundli", "turns", "language", "tasks"}
    if unknown or not isinstance(data.get("description"), str):
        raise ScriptError(f"{path.name}: needs a description; unknown keys {sorted(unknown)}")
    kundli = data.get("kundli", "up")
    if kundli not in KUNDLI_MODES:
        raise ScriptError(f"{path.name}: kundli must be one of {KUNDLI_MODES}")
    ai = {sid: _behaviours(path, sid, b) for sid, b in (data.get("ai") or {}).items()}
    for number, turn in enumerate(data["turns"], start=1):
        _check_turn_shape(f"{path.name} turn {number}", turn)
    return Script(
        name=path.stem,
        description=data["description"],
        services=services_with(data.get("services") or {}),
        ai=ai,
        kundli=kundli,
        turns=data["turns"],
        language=str(data.get("language", "en")),
        full=tuple(tuple(pair) for pair in (data.get("tasks") or {}).get("full", [])),
    )


def _behaviours(path: Path, service_id: str, spec: Any) -> list[dict[str, Any]]:
    listed = spec if isinstance(spec, list) else [spec]
    for behaviour in listed:
        valid = isinstance(behaviour, dict) and (
            set(behaviour) == {"answer"}
            or set(behaviour) == {"status", "statusText"}
            or (set(behaviour) == {"failure"} and behaviour["failure"] in FAILURES)
        )
        if not valid:
            raise ScriptError(f"{path.name}: bad ai behaviour for {service_id}: {behaviour!r}")
    if not listed:
        raise ScriptError(f"{path.name}: no ai behaviour for {service_id}")
    return listed


def _check_turn_shape(where: str, turn: Any) -> None:
    if not isinstance(turn, dict) or len(TURN_KINDS & set(turn)) != 1:
        raise ScriptError(f"{where}: a turn has exactly one of say, select or located")
    outcomes = {"reply", "replies", "error"} & set(turn)
    if len(outcomes) != 1:
        raise ScriptError(f"{where}: a turn has exactly one of reply, replies or error")
    if set(turn) - {*TURN_KINDS, "reply", "replies", "error", "asked", "created"}:
        raise ScriptError(f"{where}: unknown keys {sorted(turn)}")
    for expected in expected_outputs(turn):
        if "code" in expected:
            continue
        missing = [k for k in REPLY_REQUIRED if k not in expected]
        if missing or ("text" in expected) == ("contains" in expected):
            raise ScriptError(f"{where}: a reply needs text or contains, and {missing}")
        if set(expected) - REPLY_KEYS:
            raise ScriptError(f"{where}: unknown reply keys {sorted(set(expected) - REPLY_KEYS)}")


def expected_outputs(turn: dict[str, Any]) -> list[dict[str, Any]]:
    if "error" in turn:
        return [dict(turn["error"])]
    if "reply" in turn:
        return [turn["reply"]]
    replies: list[dict[str, Any]] = turn["replies"]
    return replies


def client_frame(turn: dict[str, Any]) -> dict[str, Any]:
    """The WebSocket frame that plays this turn (the socket then sends as many reply or
    error frames as expected_outputs(turn) lists, after any typing frame)."""
    if "select" in turn:
        return {"type": "select_service", "serviceId": str(turn["select"])}
    if "located" in turn:
        latitude, longitude = turn["located"]
        return {"type": "location", "latitude": latitude, "longitude": longitude}
    return {"type": "message", "text": str(turn["say"])}


def event_of(turn: dict[str, Any]) -> Event:
    if "select" in turn:
        return SelectService(str(turn["select"]))
    if "located" in turn:
        latitude, longitude = turn["located"]
        return Located(float(latitude), float(longitude))
    return UserMessage(str(turn["say"]))


# --- the services and fake ports a script describes ------------------------------------


def _service(record: dict[str, Any]) -> ServiceInfo:
    return ServiceInfo(
        id=record["id"],
        name=record["name"],
        description=record.get("description", ""),
        endpoint=record.get("endpoint", "").replace("{public_url}", PUBLIC_URL),
        category=record.get("category", "general"),
        icon=record.get("icon", "🤖"),
        is_active=record.get("isActive", True),
        confidence_threshold=record.get("confidenceThreshold", 0.7),
    )


def services_with(changes: dict[str, Any]) -> list[ServiceInfo]:
    """The seeded services with a script's changes (null removes one, an unknown id adds)."""
    records: dict[str, dict[str, Any]] = {
        r["id"]: r for r in json.loads(SEED.read_text(encoding="utf-8"))
    }
    for service_id, change in changes.items():
        if change is None:
            records.pop(service_id, None)
            continue
        base = records.get(service_id, {"id": service_id, "endpoint": "https://ai.example/x"})
        records[service_id] = {**base, **change}
    return [_service(r) for r in records.values()]


@dataclass
class ScriptedAI:
    """An AI service port answering as the script says, recording what it was asked."""

    behaviours: dict[str, list[dict[str, Any]]]
    asked: list[tuple[str, str]] = field(default_factory=list)
    _calls: dict[str, int] = field(default_factory=dict)

    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        if service.id not in self.behaviours:
            raise AssertionError(f"the script says nothing of how {service.id} answers")
        self.asked.append((service.id, question))
        listed = self.behaviours[service.id]
        count = self._calls.get(service.id, 0)
        self._calls[service.id] = count + 1
        return answer_of(listed[min(count, len(listed) - 1)])


def answer_of(behaviour: dict[str, Any]) -> AIAnswer:
    if "answer" in behaviour:
        return AIAnswer(text=str(behaviour["answer"]))
    if "status" in behaviour:
        status_text = str(behaviour["statusText"])
        return AIAnswer(
            failure="http_status", status=int(behaviour["status"]), status_text=status_text
        )
    return AIAnswer(failure=behaviour["failure"])


class DownKundli:
    """A Kundli service that cannot be reached."""

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        raise KundliUnavailable("Kundli service unreachable: connection refused")

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome:
        raise KundliUnavailable("Kundli service unreachable: connection refused")


class BrokenKundli:
    """A Kundli service refusing a detail no form asks for (the request's language): nothing
    the user can fix."""

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        return KundliOutcome(problem="language must be one of: english, hindi", field="language")

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome:
        return MatchOutcome(problem="language must be one of", person="groom", field="language")


def kundli_port_for(mode: str) -> KundliPort:
    ports: dict[str, KundliPort] = {
        "up": InProcessKundli(),
        "down": DownKundli(),
        "broken": BrokenKundli(),
    }
    return ports[mode]


# --- checking a turn -------------------------------------------------------------------


def check_turn(expected: dict[str, Any], outputs: Sequence[dict[str, Any]]) -> None:
    """Compare one scripted turn with the JSON outputs it produced; AssertionError lists
    every difference."""
    wanted = expected_outputs(expected)
    problems: list[str] = []
    if len(outputs) != len(wanted):
        shown = [_summary(o) for o in outputs]
        raise AssertionError(f"expected {len(wanted)} outputs, got {len(outputs)}: {shown}")
    for index, (want, got) in enumerate(zip(wanted, outputs, strict=True), start=1):
        where = f"output {index}"
        if "code" in want:
            problems += _check_error(where, want, got)
        else:
            problems += _check_reply(where, want, got)
    if problems:
        raise AssertionError("\n".join(problems))


def _summary(output: dict[str, Any]) -> str:
    if output.get("type") == "error":
        return f"error {output.get('code')}: {output.get('message')}"
    return f"{output.get('intent')}: {output.get('message', {}).get('text', '')[:80]!r}"


def _check_error(where: str, want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    if got.get("type") != "error":
        return [f"{where}: expected error {want['code']}, got {_summary(got)}"]
    return [
        f"{where}: {key} is {got.get(key)!r}, expected {want[key]!r}"
        for key in ("code", "message")
        if key in want and got.get(key) != want[key]
    ]


def _check_reply(where: str, want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    if got.get("type", "reply") != "reply" or "message" not in got:
        return [f"{where}: expected a reply, got {_summary(got)}"]
    text = got["message"]["text"]
    problems = []
    if "text" in want and text != want["text"]:
        problems.append(f"{where}: text is {text!r}, expected {want['text']!r}")
    for part in want.get("contains", []):
        if part not in text:
            problems.append(f"{where}: text {text!r} does not contain {part!r}")
    if got.get("intent") != want["intent"]:
        problems.append(f"{where}: intent is {got.get('intent')!r}, expected {want['intent']!r}")
    if abs(float(got.get("confidence", -1)) - float(want["confidence"])) > 1e-9:
        problems.append(
            f"{where}: confidence is {got.get('confidence')}, expected {want['confidence']}"
        )
    navigate = _navigation(want["navigate"])
    if got.get("navigate") != navigate:
        problems.append(f"{where}: navigate is {got.get('navigate')!r}, expected {navigate!r}")
    problems += _check_progress(where, want["progress"], got.get("progress"))
    if "service" in want and got.get("serviceId") != want["service"]:
        problems.append(
            f"{where}: serviceId is {got.get('serviceId')!r}, expected {want['service']!r}"
        )
    if "kundli" in want:
        problems += _check_kundli(where, want["kundli"], got.get("kundli"))
    if "language" in want and got.get("language") != want["language"]:
        problems.append(
            f"{where}: language is {got.get('language')!r}, expected {want['language']!r}"
        )
    if "cart" in want and got.get("cart") != want["cart"]:
        problems.append(f"{where}: cart is {got.get('cart')!r}, expected {want['cart']!r}")
    if "actions" in want:
        problems += _check_actions(where, want["actions"], got.get("actions") or [])
    return problems


def _check_actions(where: str, want: list[dict[str, Any]], got: list[dict[str, Any]]) -> list[str]:
    if len(want) > len(got):
        return [f"{where}: {len(got)} actions {got!r}, expected at least {len(want)}"]
    return [
        f"{where}: action {index} is {action!r}, expected {wanted!r}"
        for index, (wanted, action) in enumerate(zip(want, got, strict=False), start=1)
        if any(action.get(key) != value for key, value in wanted.items())
    ]


def _navigation(want: Any) -> dict[str, Any] | None:
    if want is None:
        return None
    if isinstance(want, str):
        return {"route": want, "delayMs": NAVIGATION_DELAY_MS}
    return {"route": want["route"], "delayMs": want.get("delayMs", NAVIGATION_DELAY_MS)}


def _check_progress(where: str, want: Any, got: Any) -> list[str]:
    if want is None or got is None:
        return [] if want == got else [f"{where}: progress is {got!r}, expected {want!r}"]
    full = {"collected": {}, "asking": None, "step": 0, "total": 4, **want}
    # A task form's panel is checked on the keys the script gives; the birth form's on all.
    task = "form" in want
    keys = tuple(want) if task else ("collected", "asking", "step", "total")
    return [
        f"{where}: progress {key} is {got.get(key)!r}, expected {full[key]!r}"
        for key in keys
        if not _fits(got.get(key), full[key], partly=task and key == "collected")
    ]


def _fits(got: Any, want: Any, *, partly: bool) -> bool:
    """Equal; or, for a task form's collected values, the ones the script names are there."""
    if not partly:
        return bool(got == want)
    return isinstance(got, dict) and all(got.get(k) == v for k, v in want.items())


def _check_kundli(where: str, want: Any, got: Any) -> list[str]:
    if want is None or got is None:
        return (
            []
            if want == got
            else [f"{where}: kundli is {'set' if got else None}, expected {want!r}"]
        )
    problems = []
    for path, value in want.items():
        found: Any = got
        for key in str(path).split("."):
            found = found.get(key) if isinstance(found, dict) else None
        if found != value:
            problems.append(f"{where}: kundli {path} is {found!r}, expected {value!r}")
    return problems


def check_asked(expected: dict[str, Any], asked: Sequence[tuple[str, str]]) -> None:
    """When the turn says `asked`, the AI services got exactly those questions this turn."""
    if "asked" not in expected:
        return
    want = sorted((str(k), str(v)) for k, v in (expected["asked"] or {}).items())
    if sorted(asked) != want:
        raise AssertionError(f"AI services were asked {list(asked)}, expected {want}")
