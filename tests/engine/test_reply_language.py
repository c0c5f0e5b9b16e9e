"""The language of a reply: Devanagari is answered in Hindi, Hindi in Latin letters (Hinglish)
in Hinglish, English in the language the devotee chose (English, unless the screen or a request
chose Hindi); a message that does not tell ("2", "yes", a phone number) keeps the
conversation's, so a form begun in Hinglish goes on in Hinglish. The screen, and the reply's
`language` on the wire, show Hinglish as English."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from assistant_core.engine import Engine, SetLanguage, UserMessage
from assistant_core.replies import Reply
from assistant_core.state import ConversationState
from assistant_core.texts import Language, reply_language, say
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import NOW, SERVICES, FakeAI, RecordingKundli

FIRST = {
    "en": "I want to book a pandit for satyanarayan katha tomorrow",
    "hinglish": "mujhe kal satyanarayan katha ke liye pandit chahiye",
    "hi": "मुझे कल सत्यनारायण कथा के लिए पंडित चाहिए",
}
# The same answers after each request: none of them tells a language.
ANSWERS = ["1", "online", "2", "Ravi Kumar", "9823012345", "skip", "skip", "no", "cash", "yes"]
# What each turn asks or says, by catalogue key: the reply holds that key's text.
SAID = [
    "form_choose",
    "ask_isOnline",
    "ask_selectedTime",
    "ask_customerName",
    "ask_customerPhone",
    "ask_customerEmail",
    "ask_sankalp",
    "ask_specialRequests",
    "ask_paymentMethod",
    "form_confirm",
    "online_link_note",
]
WIRE = {"en": "en", "hinglish": "en", "hi": "hi"}


def has_devanagari(text: str) -> bool:
    return any("\u0900" <= c <= "\u097f" for c in text)


def engine() -> Engine:
    ids = itertools.count(1)
    india = (NOW + timedelta(hours=5, minutes=30)).replace(tzinfo=None)
    tasks = FakeTasks(now=india)
    return Engine(FakeAI(), RecordingKundli(), lambda: NOW, lambda: f"m{next(ids)}", tasks=tasks)


async def say_all(
    e: Engine, texts: list[str], state: ConversationState | None = None
) -> tuple[ConversationState, list[Reply]]:
    """Each message in turn; the one reply of each."""
    state = state or e.new_state()
    said: list[Reply] = []
    for text in texts:
        turn = await e.handle(state, UserMessage(text), SERVICES)
        (reply,) = turn.outputs
        assert isinstance(reply, Reply), reply
        said.append(reply)
        state = turn.state
    return state, said


@pytest.mark.parametrize("language", ["en", "hinglish", "hi"])
async def test_a_booking_is_answered_throughout_in_the_language_it_began_in(
    language: Language,
) -> None:
    state, said = await say_all(engine(), [FIRST[language], *ANSWERS])
    for reply, key in zip(said, SAID, strict=True):
        text = reply.message.text
        assert say(language, key) in text, (key, text)
        assert has_devanagari(text) is (language == "hi"), text  # Hinglish: Latin letters
        assert reply.language == WIRE[language]
    assert state.language == "en"  # the screen's language is left as it was
    assert state.replies_in == language


async def test_hinglish_replies_are_hindi_in_latin_letters_not_the_english() -> None:
    _, (first, second) = await say_all(engine(), [FIRST["hinglish"], "1"])
    assert first.message.text.startswith("Kai options mile. Aapka matlab kaunsa hai?")
    assert second.message.text == "Pandit ji aapke ghar aayein, ya puja online karwani hai?"


async def test_an_english_message_brings_english_back_and_hinglish_hinglish_again() -> None:
    e = engine()
    state, _ = await say_all(e, [FIRST["hinglish"], "1"])
    state, (english,) = await say_all(e, ["I would like it online"], state)
    assert english.message.text.startswith(say("en", "ask_selectedTime"))
    state, (plain,) = await say_all(e, ["2"], state)  # tells nothing: stays English
    assert plain.message.text == say("en", "ask_customerName")
    state, (hinglish,) = await say_all(e, ["mera naam Ravi Kumar hai"], state)
    assert hinglish.message.text == say("hinglish", "ask_customerPhone")
    assert state.to_dict()["language"] == "en" and state.to_dict()["writesIn"] == "hinglish"


@pytest.mark.parametrize("text", ["book griha pravesh puja", "rudraksha mala price"])
async def test_english_around_an_indian_name_is_not_taken_for_hinglish(text: str) -> None:
    state, _ = await say_all(engine(), [text])
    assert state.replies_in == "en"


async def test_the_screens_switch_makes_replies_follow_it_again() -> None:
    e = engine()
    state, _ = await say_all(e, [FIRST["hinglish"]])
    state = (await e.handle(state, SetLanguage("hi"), SERVICES)).state
    assert (state.language, state.replies_in) == ("hi", "hi")
    _, (reply,) = await say_all(e, ["1"], state)
    assert reply.message.text == say("hi", "ask_isOnline") and reply.language == "hi"


async def test_english_after_hinglish_keeps_the_hindi_the_screen_chose() -> None:
    e = engine()
    state, (choice, mode, slots) = await say_all(
        e, [FIRST["hinglish"], "1", "I would like it online"], e.new_state("hi")
    )
    assert say("hinglish", "form_choose") in choice.message.text and choice.language == "en"
    assert mode.message.text == say("hinglish", "ask_isOnline")
    assert slots.message.text.startswith(say("hi", "ask_selectedTime")) and slots.language == "hi"
    assert (state.language, state.writes_in) == ("hi", None)


@pytest.mark.parametrize(
    ("text", "before", "language"),
    [
        ("ॐ नमः शिवाय 🙏 pandit chahiye for पूजा tomorrow", "en", "hi"),  # both scripts
        ("Ravi Kumar", "hinglish", "hinglish"),  # does not tell: the conversation's
        ("book a pandit, नमस्ते", "en", "en"),  # English said plainly is English
        ("cash on delivery", "hinglish", "hinglish"),  # a few English words, said in Hinglish
        ("please book a pandit for me", "hinglish", "en"),  # a sentence in English is English
    ],
)
def test_a_message_in_both_scripts_is_answered_in_hindi_unless_it_tells(
    text: str, before: Language, language: Language
) -> None:
    assert reply_language(text, "en", before) == language


async def test_a_language_named_alone_in_a_form_answers_it_and_asked_for_switches() -> None:
    e = engine()
    state, _ = await say_all(e, [FIRST["hinglish"], "1", "online", "2", "Ravi Kumar"])
    state, _ = await say_all(e, ["9823012345", "skip", "skip"], state)  # a special request?
    state, (answered,) = await say_all(e, ["hindi"], state)
    assert answered.message.text == say("hinglish", "ask_paymentMethod")  # taken as the answer
    state, (switched,) = await say_all(e, ["hindi mein bolo"], state)
    assert switched.message.text == say("hi", "language_set")


async def test_a_choice_tapped_keeps_the_conversations_language() -> None:
    e = engine()
    state, (choices,) = await say_all(e, ["mujhe rudraksha chahiye"])
    assert choices.message.text.startswith("Kai options mile")
    bracelet = "5 Mukhi Rudraksha Bracelet"  # the button's label, in English words
    state, (asked,) = await say_all(e, [bracelet], state)
    assert asked.message.text == say("hinglish", "ask_quantity", product=bracelet)


@pytest.mark.parametrize("language", ["en", "hi"])
async def test_a_number_alone_with_nothing_asked_is_asked_about_in_the_conversations_language(
    language: Language,
) -> None:
    e = engine()
    state = e.new_state()
    if language == "hi":
        state = state.in_language("hi")
    _, replies = await say_all(e, ["2"], state)
    assert replies[-1].message.text == say(language, "number_alone", number="2")
