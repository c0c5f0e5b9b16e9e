"""Hindi answers say the catalogue in the Hindi it has written (names, durations, categories,
descriptions, what a puja includes), as the Hindi screens do, and in English only where the
catalogue has no Hindi."""

from __future__ import annotations

import pytest

from api.ai.service import load_catalogue
from api.settings import Settings
from assistant_core.builtin.general import GeneralAssistant
from data.db import Database
from tests.builtin.seed import seed_catalogue


@pytest.fixture
async def general(db: Database, settings: Settings) -> GeneralAssistant:
    async with db.reader() as session:
        catalogue = await load_catalogue(session, settings)
    assistant = GeneralAssistant()
    assistant.load(catalogue, "database")
    return assistant


def first_paragraph(text: str) -> str:
    return text.split("\n\n")[0]


async def test_a_puja_is_told_in_its_hindi(general: GeneralAssistant) -> None:
    top = first_paragraph(general.answer("रुद्राभिषेक का शुल्क कितना है?", "hi").text)
    assert top.startswith("रुद्राभिषेक: शुल्क ₹5,999, अवधि 2-3 घंटे (शिव पूजा)। ")
    assert "इसमें शामिल है: दो वैदिक पंडित;" in top
    assert "परिवार को इनकी व्यवस्था करनी होती है: घर में शिवलिंग" in top
    assert "।." not in top  # a Hindi sentence ends with its danda alone
    english = first_paragraph(general.answer("How much is Rudrabhishek?").text)
    assert english.startswith("Rudrabhishek costs ₹5,999 and takes 2-3 hours (Shiva puja).")


async def test_a_temple_and_its_services_are_told_in_hindi(general: GeneralAssistant) -> None:
    text = general.answer("काशी विश्वनाथ मंदिर की सेवाएँ", "hi").text
    assert "श्री काशी विश्वनाथ मंदिर, लाहौरी टोला, डोमरी, वाराणसी" in text
    assert "सेवाएँ: बिल्व पत्र अर्चना (₹151) और रुद्राभिषेक (₹751)।" in text
    assert "Shri Kashi Vishwanath" not in text and "Rudrabhishek" not in text


async def test_a_product_is_told_in_hindi_with_its_category(general: GeneralAssistant) -> None:
    top = first_paragraph(general.answer("rudraksha mala price", "hi").text)
    assert top.startswith("पंचमुखी रुद्राक्ष माला (108+1 मनके) की कीमत ₹1,299 (पहले ₹1,599) है")
    assert "श्रेणी: रुद्राक्ष।" in top


async def test_the_overview_names_categories_and_pujas_in_hindi(
    general: GeneralAssistant,
) -> None:
    top = first_paragraph(general.answer("which pujas do you offer", "hi").text)
    assert "52 पूजाएँ करवाते हैं: पितृ कर्म, व्यापार, दुर्गा, गणेश," in top
    assert "₹2,299 (गणेश पूजा) से" in top


def test_a_hinglish_question_about_the_catalogue_is_answered_in_hinglish() -> None:
    general = GeneralAssistant()
    general.load(seed_catalogue(), "seed")
    told = general.answer("rudrabhishek kitne ka hai", "hinglish").text
    assert "ka kharcha" in told and "lagte hain" in told and "costs" not in told
