"""Use cases of the built-in AI services: read the customer-visible catalogue into plain values
(only when a cheap fingerprint of the tables says it changed), answer in the request's
language, and let the optional LLM phrase the answer in that language."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from api.ai.schemas import MAX_SOURCES, AIReply
from api.common.translated import hindi_of
from api.payments.refund_policy import FULL_REFUND_HOURS, PARTIAL_REFUND_PERCENT, RETURN_DAYS
from api.payments.rules import MAX_AMOUNT
from api.priests.slots import TIME_SLOTS
from api.puja_services.rules import category_label
from api.settings import Settings
from api.store.rules import FREE_SHIPPING_ABOVE, SHIPPING_FEE, TAX_RATE
from api.verification import rules as codes
from assistant_core.builtin import (
    AstrologyExpert,
    BuiltinAnswer,
    Catalogue,
    GeneralAssistant,
    HouseRules,
    LangChainLLM,
    LLMConfig,
    LLMPort,
    NumerologySpecialist,
    PalmistryReader,
    Product,
    Puja,
    StoreCategory,
    Temple,
    TempleOffering,
    phrase,
)
from assistant_core.kundli_port import InProcessKundli
from assistant_core.ports import Coordinates
from assistant_core.texts import Language
from data.db import Database
from data.repositories import assistant_catalogue as repo
from data.repositories import store
from data.session_types import AsyncSession, SQLAlchemyError

log = logging.getLogger(__name__)


@dataclass
class Builtins:
    """One per process (kept on app.state): the general assistant holds the built index."""

    general: GeneralAssistant
    astrology: AstrologyExpert
    numerology: NumerologySpecialist
    palmistry: PalmistryReader
    llm: LLMPort | None = None


def builtins_of(state: Any) -> Builtins:
    """The process's built-in services, kept on `state` (the app's) and made on first use
    (tests may put their own there, e.g. with a fake LLM)."""
    builtins: Builtins | None = getattr(state, "ai_builtins", None)
    if builtins is None:
        builtins = builtins_from_settings(state.settings)
        state.ai_builtins = builtins
    return builtins


def llm_from_settings(settings: Settings) -> LLMPort | None:
    llm = settings.llm
    if not llm.base_url:
        return None
    key = llm.api_key.get_secret_value() if llm.api_key else ""
    return LangChainLLM(LLMConfig(llm.base_url, key, llm.model, llm.timeout_seconds))


def builtins_from_settings(settings: Settings) -> Builtins:
    kundli = InProcessKundli(timeout=settings.kundli.timeout_seconds)
    return Builtins(
        GeneralAssistant(),
        AstrologyExpert(kundli),
        NumerologySpecialist(),
        PalmistryReader(),
        llm_from_settings(settings),
    )


def house_rules(settings: Settings) -> HouseRules:
    site = settings.site
    return HouseRules(
        shipping_fee=SHIPPING_FEE,
        free_shipping_above=FREE_SHIPPING_ABOVE,
        tax_percent=TAX_RATE * 100,
        priest_slots=tuple(TIME_SLOTS),
        max_payment=MAX_AMOUNT,
        full_refund_hours=FULL_REFUND_HOURS,
        partial_refund_percent=PARTIAL_REFUND_PERCENT,
        return_days=RETURN_DAYS,
        code_digits=codes.CODE_DIGITS,
        code_minutes=int(codes.CODE_TTL.total_seconds()) // 60,
        code_tries=codes.MAX_TRIES,
        code_resend_seconds=int(codes.RESEND_AFTER.total_seconds()),
        codes_per_hour=codes.HOURLY_LIMIT.count,
        verified_days=settings.verification.verified_days,
        cod_max_total=Decimal(settings.checkout.cod_max_total),
        cod_open_per_phone=settings.checkout.cod_open_per_phone,
        contact=f"{site.email}, {site.phone} ({site.address})",
    )


async def _pujas(session: AsyncSession) -> list[Puja]:
    return [
        Puja(
            p.id,
            p.name,
            p.price,
            p.duration,
            p.category,
            p.description,
            tuple(p.includes),
            tuple(p.requirements),
            hi=hindi_of(p) | {"category": category_label(p.category, "hi")},
        )
        for p in await repo.pujas(session)
    ]


async def _temples(session: AsyncSession) -> list[Temple]:
    temples = await repo.temples(session)
    offered: dict[str, list[TempleOffering]] = defaultdict(list)
    for s in await repo.temple_services(session):
        offered[s.temple_id].append(
            TempleOffering(
                s.id,
                s.name,
                s.description,
                s.price,
                s.duration,
                tuple(s.time_slots),
                hi=hindi_of(s),
            )
        )
    return [
        Temple(
            t.id,
            t.name,
            t.address,
            t.description,
            tuple(offered.get(t.id, ())),
            hi=hindi_of(t),
        )
        for t in temples
    ]


async def _store(session: AsyncSession) -> tuple[list[Product], list[StoreCategory]]:
    categories = [
        StoreCategory(c.name, c.description, hi=hindi_of(c))
        for c in await store.active_categories(session)
    ]
    # A product names its category as the category does, in Hindi too.
    category_hi = {c.name: {"category": c.hi["name"]} for c in categories if "name" in c.hi}
    products = [
        Product(
            p.id,
            p.name,
            p.description,
            p.category,
            p.price,
            p.original_price,
            p.stock_quantity if p.in_stock else 0,
            tuple(p.tags),
            hi=hindi_of(p) | category_hi.get(p.category, {}),
        )
        for p in await repo.products(session)
    ]
    return products, categories


async def load_catalogue(session: AsyncSession, settings: Settings) -> Catalogue:
    products, categories = await _store(session)
    return Catalogue(
        await _pujas(session),
        await _temples(session),
        products,
        categories,
        house_rules(settings),
    )


async def refresh_catalogue(db: Database, builtins: Builtins, settings: Settings) -> None:
    """Rebuild the general assistant's index when the catalogue changed. A database that
    does not answer leaves the last index (or the policies alone) in place."""
    try:
        async with db.reader() as session:
            fingerprint = await repo.fingerprint(session)
            if fingerprint != builtins.general.fingerprint:
                catalogue = await load_catalogue(session, settings)
                builtins.general.load(catalogue, fingerprint)
                log.info("general assistant: index built (%s)", fingerprint)
    except (SQLAlchemyError, OSError) as exc:
        log.warning(
            "general assistant: catalogue not readable, answering from the last index: %s", exc
        )


def _reply(answer: BuiltinAnswer) -> AIReply:
    return AIReply(response=answer.text, sources=list(answer.sources[:MAX_SOURCES]))


async def ask_general(
    db: Database,
    builtins: Builtins,
    settings: Settings,
    question: str,
    language: Language,
    today: date,
    near: Coordinates | None = None,
) -> AIReply:
    await refresh_catalogue(db, builtins, settings)
    # Off the event loop: finding the next date of a yearly festival walks up to a year of days.
    answer = await asyncio.to_thread(builtins.general.answer, question, language, today, near)
    role = "general spiritual assistant"
    return _reply(await phrase(answer, question, role, builtins.llm, language))


async def ask_astrology(
    builtins: Builtins,
    question: str,
    language: Language,
    today: date,
    near: Coordinates | None = None,
) -> AIReply:
    answer = await builtins.astrology.answer(question, language, today, near)
    return _reply(await phrase(answer, question, "astrology expert", builtins.llm, language))


async def ask_numerology(builtins: Builtins, question: str, language: Language) -> AIReply:
    answer = builtins.numerology.answer(question, language)
    return _reply(await phrase(answer, question, "numerology specialist", builtins.llm, language))


async def ask_palmistry(builtins: Builtins, question: str, language: Language) -> AIReply:
    answer = builtins.palmistry.answer(question, language)
    return _reply(await phrase(answer, question, "palmistry reader", builtins.llm, language))
