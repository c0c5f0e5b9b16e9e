"""Conversation moves inside a form: cancel, restart, corrections and questions."""

from __future__ import annotations

import pytest

from intents import Command, command_of, is_correction, looks_like_question


@pytest.mark.parametrize(
    "text",
    [
        "cancel",
        "Cancel.",
        "stop",
        "please stop",
        "stop asking me questions",
        "never mind",
        "nevermind",
        "forget it",
        "no thanks",
        "quit",
        "I want to cancel",
        "cancel the form please",
        "rehne do",
        "chhodo",
        "band karo",
        "bas",
        "radd karo",
        "रद्द",
        "रद्द करो",
        "रहने दो",
        "रहने दीजिए",
        "छोड़ो",
        "छोड़ दीजिए",
    ],
)
def test_cancel(text: str) -> None:
    assert command_of(text) is Command.CANCEL


@pytest.mark.parametrize(
    "text",
    [
        "start over",
        "Restart",
        "let's start over",
        "start again please",
        "from the beginning",
        "cancel and start over",
        "shuru se",
        "phir se shuru karo",
        "शुरू से",
        "फिर से शुरू करो",
    ],
)
def test_restart(text: str) -> None:
    assert command_of(text) is Command.RESTART


@pytest.mark.parametrize(
    "text",
    [
        "cancel my order",
        "the bus stop near the temple",
        "Pune",
        "no",
        "stop the music",
        "band",
        "I will never stop praying to Shiva every single morning",
        "what does restart mean",
        "my computer needed a restart",
        "",
    ],
)
def test_ordinary_sentences_are_not_commands(text: str) -> None:
    assert command_of(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("no, it was 3:30 PM", "3:30 PM"),
        ("actually 16th May 1990", "16th May 1990"),
        ("sorry, I meant Pune", "Pune"),
        ("No, my name is Asha", "Asha"),
        ("oops, 15 May 1990.", "15 May 1990"),
        ("wait, it's Varanasi", "Varanasi"),
        ("Actually, I was born in Delhi", "Delhi"),
        ("nahi, shaam 7 baje", "shaam 7 baje"),
        ("Pune, not Mumbai", "Pune"),
        ("not Mumbai but Pune", "Pune"),
        ("not Mumbai, Pune", "Pune"),
        ("make that 4 pm", "4 pm"),
    ],
)
def test_corrections_give_the_new_value(text: str, value: str) -> None:
    assert is_correction(text) == value


@pytest.mark.parametrize(
    "text",
    ["no", "Noor", "3:30 PM", "Pune", "I am not sure", "not sure, maybe 5 pm", "sorry", ""],
)
def test_not_corrections(text: str) -> None:
    assert is_correction(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "what is manglik dosha?",
        "what is manglik dosha",
        "why do you need my birth time",
        "how long does it take",
        "can you explain rahu",
        "is this safe",
        "tell me about saturn",
        "meri rashi kya hai",
        "ye kaise kaam karta hai",
        "मेरी राशि क्या है",
        "Pune?",
        "btw how do i energise a sphatik mala",
        "samagri hum laaye? list bhej do na",
        "acha, kitna time lagega",
        "pandit ji naam ka pehla akshar bata denge k",
        "मूर्ती कितनी बड़ी है जी... 6 इंच के आसपास चाहिये",
        "रुद्राभिषेक की विधि बताइए",
    ],
)
def test_questions(text: str) -> None:
    assert looks_like_question(text)


@pytest.mark.parametrize(
    "text", ["Will", "Will Smith", "May 15 1990", "Pune", "2:30 PM", "Asha Sharma", "what", ""]
)
def test_answers_are_not_questions(text: str) -> None:
    assert not looks_like_question(text)
