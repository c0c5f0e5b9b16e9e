"""What a Kundli report PDF says, as rows and tables of text in the report's language (pure):
the PDF draws these. Every sign, graha, mark and nakshatra name is the report's own
(`report.names`), so the PDF says what the screen says."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from api.common.pdf import Row
from api.kundli.texts import label
from assistant_core.texts.shown import day_shown, month_name
from kundli_service.names import Lang, lang_of
from kundli_service.wire import DashaPeriod, KundliReport, Placement
from kundli_service.zodiac import SIGNS

# Rahu and Ketu (mean nodes) always move backwards: a chart marks only the other grahas.
_ALWAYS_RETROGRADE = frozenset({"Rahu", "Ketu"})


@dataclass(frozen=True, slots=True)
class Table:
    head: tuple[str, ...]
    rows: Sequence[tuple[str, ...]]
    highlight: int | None = None  # the row that stands out (the running period)


@dataclass(frozen=True, slots=True)
class ChartHouse:
    house: int  # 1-12, counted from the ascendant
    sign: int  # 1 (Aries) to 12 (Pisces), the number a North Indian chart writes
    marks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Dosha:
    heading: str  # "Mangal dosha: present"
    present: bool
    rows: list[Row]


@dataclass(frozen=True, slots=True)
class KundliContent:
    language: Lang
    brand: str
    title: str
    birth_title: str
    birth: list[Row]
    essentials: list[Row]
    chart_title: str
    chart: tuple[ChartHouse, ...]
    chart_legend: tuple[str, ...]
    planets_title: str
    planets: Table
    dasha_title: str
    dasha_notes: tuple[str, ...]  # the balance at birth and what runs now, in words
    mahadashas: Table
    antardashas_title: str
    antardashas: Table | None  # of the running mahadasha
    doshas_title: str
    doshas: list[Dosha]
    transits_title: str
    transits_intro: str
    transits: Table
    transit_rules: tuple[str, ...]
    footer: str


def _day(iso: str, lang: Lang) -> str:
    day = date.fromisoformat(iso)
    return f"{day.day} {month_name(day.month, lang)} {day.year}"


class _Words:
    """The report's names and the labels, in its language."""

    def __init__(self, report: KundliReport) -> None:
        self.lang = lang_of(report.language)
        self.names = report.names

    def __call__(self, key: str, **values: object) -> str:
        return label(self.lang, key, **values)

    def sign(self, english: str) -> str:
        return self.names.signs[english]

    def graha(self, english: str) -> str:
        return self.names.grahas[english]

    def nakshatra(self, english: str) -> str:
        return self.names.nakshatras[english]


def _birth(report: KundliReport, w: _Words) -> list[Row]:
    b = report.birth_details
    rows = [
        (w("name"), report.name),
        (w("date"), day_shown(date.fromisoformat(b.date), w.lang)),
        (w("time"), b.time),
        (w("place"), b.place),
    ]
    if b.place_note:
        rows.append((w("place_note"), b.place_note))
    rows += [
        (w("coordinates"), f"{b.latitude:.4f}, {b.longitude:.4f}"),
        (w("utc_offset"), f"{b.utc_offset} · {b.utc_offset_rule}"),
    ]
    return rows


def _essentials(report: KundliReport, w: _Words) -> list[Row]:
    asc, rashi, nakshatra = report.ascendant, report.rashi, report.nakshatra
    lagna = f"{w.sign(asc.sign)} {asc.degree_dms} ({w('lord', planet=w.graha(asc.sign_lord))})"
    moon = f"{w.sign(rashi.name)} ({w('lord', planet=w.graha(rashi.lord))})"
    star = (
        f"{w.nakshatra(nakshatra.name)}, {w('pada_of', pada=nakshatra.pada)} "
        f"({w('lord', planet=w.graha(nakshatra.lord))})"
    )
    return [(w("lagna"), lagna), (w("rashi"), moon), (w("nakshatra"), star)]


def _chart(report: KundliReport, w: _Words) -> tuple[ChartHouse, ...]:
    marks = w.names.marks
    retrograde = w("retrograde_mark")

    def mark(graha: str) -> str:
        moving_back = report.planets[graha].retrograde and graha not in _ALWAYS_RETROGRADE
        return marks[graha] + (retrograde if moving_back else "")

    return tuple(
        ChartHouse(
            h.house,
            SIGNS.index(h.sign) + 1,
            ((marks["Ascendant"],) if h.house == 1 else ()) + tuple(mark(g) for g in h.grahas),
        )
        for h in report.houses
    )


def _legend(w: _Words) -> tuple[str, ...]:
    signs = ", ".join(f"{n} {w.sign(s)}" for n, s in enumerate(SIGNS, start=1))
    marks = ", ".join(f"{m} {w.graha(g)}" for g, m in w.names.marks.items())
    return w("chart_signs", signs=signs), w("chart_marks", marks=marks)


def _planets(report: KundliReport, w: _Words) -> Table:
    def row(graha: str, p: Placement, moving: str) -> tuple[str, ...]:
        return (
            w.graha(graha),
            w.sign(p.sign),
            p.degree_dms,
            w.nakshatra(p.nakshatra),
            str(p.pada),
            str(p.house),
            moving,
        )

    head = ("planet", "sign", "degree", "nakshatra", "pada", "house", "retrograde")
    rows = [row("Ascendant", report.ascendant, "")]
    for graha, p in report.planets.items():
        rows.append(row(graha, p, w("yes") if p.retrograde else w("no")))
    return Table(tuple(w(k) for k in head), rows)


def _same(period: DashaPeriod, other: DashaPeriod | None) -> bool:
    return other is not None and (period.planet, period.start) == (other.planet, other.start)


def _period_table(
    periods: Sequence[DashaPeriod], first: str, w: _Words, now: DashaPeriod | None
) -> Table:
    rows = [(w.graha(p.planet), _day(p.start, w.lang), _day(p.end, w.lang)) for p in periods]
    running = next((n for n, p in enumerate(periods) if _same(p, now)), None)
    return Table((w(first), w("from"), w("until")), rows, running)


def _dasha(report: KundliReport, w: _Words) -> tuple[tuple[str, ...], Table, str, Table | None]:
    dasha = report.dasha
    balance = dasha.balance_at_birth
    notes = [w("dasha_balance", planet=w.graha(balance.planet), years=balance.years)]
    current = dasha.current
    if current is None:
        notes.append(w("dasha_none"))
        return tuple(notes), _period_table(dasha.mahadashas, "mahadasha", w, None), "", None
    maha, antar = current.mahadasha, current.antardasha
    notes.append(
        w(
            "dasha_now",
            maha=w.graha(maha.planet),
            maha_start=_day(maha.start, w.lang),
            maha_end=_day(maha.end, w.lang),
            antar=w.graha(antar.planet),
            antar_start=_day(antar.start, w.lang),
            antar_end=_day(antar.end, w.lang),
        )
    )
    mahadashas = _period_table(dasha.mahadashas, "mahadasha", w, maha)
    running = next(m for m in dasha.mahadashas if _same(m, maha))
    antardashas = _period_table(running.antardashas, "antardasha", w, antar)
    title = w("antardashas_of", planet=w.graha(maha.planet))
    return tuple(notes), mahadashas, title, antardashas


def _doshas(report: KundliReport, w: _Words) -> list[Dosha]:
    found = []
    for d in report.doshas:
        state = w("present") if d.present else w("absent")
        rows = [(w("reasons"), "\n".join(d.reasons))] if d.reasons else []
        rows.append((w("rule"), d.rule))
        found.append(Dosha(f"{w('dosha', title=d.title)}: {state}", d.present, rows))
    return found


def _transits(report: KundliReport, w: _Words) -> tuple[str, Table, tuple[str, ...]]:
    gochar = report.transits
    intro = w(
        "transits_intro",
        system=gochar.system,
        moon_sign=w.sign(gochar.moon_sign),
        day=_day(gochar.date, w.lang),
    )
    rows = [
        (
            w.graha(t.planet),
            f"{w.sign(t.sign)} {t.degree_dms}",
            str(t.house_from_moon),
            t.effect,
            t.phase or "",
        )
        for t in gochar.planets
    ]
    head = tuple(w(k) for k in ("planet", "sign", "house_from_moon", "effect", "phase"))
    return intro, Table(head, rows), tuple(t.rule for t in gochar.planets)


def kundli_content(report: KundliReport) -> KundliContent:
    """The report (kundli_service.report.kundli_report) as the PDF shows it."""
    w = _Words(report)
    notes, mahadashas, antardashas_title, antardashas = _dasha(report, w)
    transits_intro, transits, transit_rules = _transits(report, w)
    return KundliContent(
        language=w.lang,
        brand=w("brand"),
        title=f"{w('title')}: {report.name}",
        birth_title=w("birth_details"),
        birth=_birth(report, w),
        essentials=_essentials(report, w),
        chart_title=w("chart"),
        chart=_chart(report, w),
        chart_legend=_legend(w),
        planets_title=w("planets"),
        planets=_planets(report, w),
        dasha_title=w("dasha"),
        dasha_notes=notes,
        mahadashas=mahadashas,
        antardashas_title=antardashas_title,
        antardashas=antardashas,
        doshas_title=w("doshas"),
        doshas=_doshas(report, w),
        transits_title=w("transits"),
        transits_intro=transits_intro,
        transits=transits,
        transit_rules=transit_rules,
        footer=w("footer", ayanamsa=f"{report.settings.ayanamsa_degrees:.4f}"),
    )
