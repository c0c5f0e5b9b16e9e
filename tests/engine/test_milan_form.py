"""Kundli Milan in the chat: a matching request starts the milan form wherever it is said (not
the form for one's own chart), both people's details one by one or several at once, then the
score out of 36, the verdict and the doshas from the Milan screen's own computation; questions
and negations do not start it; a wrong detail is asked again in the conversation's language."""

from __future__ import annotations

import pytest

from assistant_core.engine import Engine, SelectService, Turn, UserMessage
from assistant_core.kundli_port import MatchOutcome
from assistant_core.replies import Reply
from assistant_core.state import ConversationState
from assistant_core.texts import say
from tests.engine.support import DOWN, KUNDLI_ID, SERVICES, RecordingKundli, engine

BOY = "Rahul, 12 March 1994, 6:30 am, Jaipur"
GIRL = "Priya, 3 Jan 1996, 2:30 pm, Lucknow"
FULL_MILAN = (
    "/consult/astrology?tab=milan&name=Rahul&date=1994-03-12&time=06%3A30&place=Jaipur"
    "&bride_name=Priya&bride_date=1996-01-03&bride_time=14%3A30&bride_place=Lucknow"
)


def replies(turn: Turn) -> list[Reply]:
    return [o for o in turn.outputs if isinstance(o, Reply)]


async def talk(
    e: Engine, *said: str, state: ConversationState | None = None
) -> tuple[ConversationState, Turn]:
    state = state or e.new_state()
    turn = None
    for text in said:
        event = SelectService(text[1:]) if text.startswith("@") else UserMessage(text)
        turn = await e.handle(state, event, SERVICES)
        state = turn.state
    assert turn is not None
    return state, turn


def asking(state: ConversationState) -> str | None:
    assert state.task is not None and state.task.name == "milan", state.task
    return state.task.asking


async def test_a_whole_milan_in_english_ends_in_the_score_the_verdict_and_the_doshas() -> None:
    kundli = RecordingKundli()
    e = engine(kundli=kundli)
    state, turn = await talk(e, "match my horoscope with my fiancée")
    (started,) = replies(turn)
    assert started.message.text.endswith("First the boy: what is his full name?")
    assert started.progress is not None and started.progress.form == "milan"
    assert [label for _, label in started.progress.fields][4] == "Girl's name"
    answers = ["Rahul", "12 March 1994", "6:30 am", "Jaipur", "Priya", "3 Jan 1996", "2:30 pm"]
    asked = ["groomDate", "groomTime", "groomPlace", "brideName", "brideDate", "brideTime"]
    for answer, field in zip(answers, [*asked, "bridePlace"], strict=True):
        state, turn = await talk(e, answer, state=state)
        assert asking(state) == field
    state, turn = await talk(e, "Lucknow", state=state)
    (result,) = replies(turn)
    assert state.task is None
    assert result.message.text == (
        "Kundli Milan of Rahul and Priya: 30.5 of 36 gunas. Very good (25 to 32 of 36).\n\n"
        "Doshas:\n"
        "Mangal dosha: Rahul (boy) — present, but cancelled; Priya (girl) — not present.\n"
        "Nadi dosha: not present.\n"
        "Bhakoot dosha: not present."
    )
    assert [(a.label, a.route) for a in result.actions] == [("See the full Milan", FULL_MILAN)]
    (groom, bride) = kundli.matched[0]
    assert (groom.name, groom.date_of_birth, groom.time_of_birth, groom.place_of_birth) == (
        "Rahul",
        "1994-03-12",
        "06:30",
        "Jaipur",
    )
    assert (bride.name, bride.time_of_birth, bride.language) == ("Priya", "14:30", "english")
    assert kundli.requests == []  # no chart of one's own was made


async def test_a_whole_milan_in_hindi_speaks_hindi_to_the_end() -> None:
    kundli = RecordingKundli()
    e = engine(kundli=kundli)
    state, turn = await talk(e, "गुण मिलान करवाना है")
    assert replies(turn)[0].message.text.endswith("पहले वर का विवरण: उनका पूरा नाम क्या है?")
    said = ["राहुल", "12 मार्च 1994", "सुबह 6:30 बजे", "जयपुर", "प्रिया", "3 जनवरी 1996"]
    state, turn = await talk(e, *said, "दोपहर 2:30 बजे", state=state)
    assert replies(turn)[0].message.text.startswith("वधू का जन्म कहाँ हुआ था?")
    state, turn = await talk(e, "लखनऊ", state=state)
    (result,) = replies(turn)
    text = result.message.text
    assert text.startswith("राहुल और प्रिया का कुंडली मिलान: 36 में से 30.5 गुण मिलते हैं।")
    assert "बहुत अच्छा (36 में से 25 से 32)" in text
    assert "मंगल दोष: राहुल (वर) — है, पर कट जाता है; प्रिया (वधू) — नहीं है।" in text
    assert "नाड़ी दोष: नहीं है।" in text
    assert not any("a" <= c.lower() <= "z" for c in text)
    assert result.actions[0].label == "पूरा मिलान देखें"
    assert kundli.matched[0][0].language == "hindi"


async def test_each_persons_details_in_one_message() -> None:
    e = engine()
    state, _ = await talk(e, "I want a kundli milan", BOY)
    assert state.task is not None and state.task.values == {
        "groomName": "Rahul",
        "groomDate": "1994-03-12",
        "groomTime": "06:30",
        "groomPlace": "Jaipur",
    }
    assert asking(state) == "brideName"
    state, turn = await talk(e, GIRL, state=state)
    assert state.task is None
    assert "30.5 of 36 gunas" in replies(turn)[0].message.text


async def test_both_people_in_one_message_the_girls_named_after_the_boys() -> None:
    e = engine()
    _, turn = await talk(e, "I want a kundli milan", f"boy: {BOY}; girl {GIRL}")
    (result,) = replies(turn)
    assert result.message.text.startswith("Kundli Milan of Rahul and Priya: 30.5 of 36 gunas.")
    assert result.actions[0].route == FULL_MILAN


@pytest.mark.parametrize(
    "both",
    [
        # The girl first, named as a parent names her, after a sentence of story.
        "A proposal has come for my daughter from Lucknow. Priya, my daughter, born 3 Jan "
        "1996, 2:30 in the afternoon, Lucknow. The boy Rahul, 12 March 1994, 6:30 am, Jaipur.",
        # Each in a sentence of their own, in Bhojpuri's words for boy and girl.
        "लइका: Rahul, 12 March 1994, 6:30 am, Jaipur। लइकी: Priya, 3 Jan 1996, 2:30 pm, Lucknow।",
        # No word for either: the boy first.
        f"{BOY}. {GIRL}",
    ],
)
async def test_both_people_in_one_message_in_either_order(both: str) -> None:
    _, turn = await talk(engine(), "I want a kundli milan", both)
    (result,) = replies(turn)  # in Hindi, for the message written in Devanagari
    assert result.message.text.split(":")[0] in (
        "Kundli Milan of Rahul and Priya",
        "Rahul और Priya का कुंडली मिलान",
    )
    assert "30.5" in result.message.text and result.actions[0].route == FULL_MILAN


@pytest.mark.parametrize(
    "request_text",
    ["kundli milan karna hai", "ladke ladki ki kundli milani hai", "match our kundlis"],
)
async def test_with_the_kundli_agent_selected_a_match_starts_milan_not_ones_own_chart(
    request_text: str,
) -> None:
    state, turn = await talk(engine(), f"@{KUNDLI_ID}", request_text)
    assert asking(state) == "groomName"
    (reply,) = replies(turn)
    assert reply.intent == "kundli_milan" and reply.navigate is None
    assert reply.progress is not None and reply.progress.form == "milan"


@pytest.mark.parametrize("selected", [None, KUNDLI_ID])
@pytest.mark.parametrize(
    "question", ["what is kundli milan?", "gun milan kya hota hai", "कुंडली मिलान क्या होता है?"]
)
async def test_a_question_about_milan_is_answered_not_started(
    selected: str | None, question: str
) -> None:
    said = (f"@{selected}", question) if selected else (question,)
    state, turn = await talk(engine(), *said)
    assert state.task is None
    (reply,) = replies(turn)
    assert reply.progress is None and reply.message.text
    if selected:  # the Kundli agent's own answer, with the Milan tab's button
        assert reply.intent == "compatibility"


@pytest.mark.parametrize(
    "refusal", ["I don't want milan", "I don't want kundli milan", "kundli milan nahi karna"]
)
async def test_a_negation_does_not_start_it(refusal: str) -> None:
    for said in ((refusal,), (f"@{KUNDLI_ID}", refusal)):
        state, turn = await talk(engine(), *said)
        assert state.task is None or state.task.name != "milan"
        assert all(r.progress is None or r.progress.form != "milan" for r in replies(turn))


async def test_ones_own_chart_with_milan_refused_starts_the_birth_form() -> None:
    state, _ = await talk(engine(), "मुझे कुंडली मिलान नहीं, अपनी कुंडली बनवानी है")
    assert state.task is not None and state.task.name == "birth"


async def test_an_impossible_and_a_future_date_are_asked_again() -> None:
    e = engine()
    state, turn = await talk(e, "I want a kundli milan", "Rahul", "31 February 1994")
    assert replies(turn)[0].message.text == say("en", "bad_february")
    state, turn = await talk(e, "1 January 2027", state=state)
    assert replies(turn)[0].message.text == (
        "1 January 2027 is in the future. Please give the date of birth, for example 15 May 1990."
    )
    assert asking(state) == "groomDate"
    state, _ = await talk(e, "12 March 1994", state=state)
    assert asking(state) == "groomTime"


async def test_a_future_date_in_hindi_is_asked_again_in_hindi() -> None:
    state, turn = await talk(engine(), "कुंडली मिलान करना है", "राहुल", "1 जनवरी 2027")
    assert replies(turn)[0].message.text == (
        "1 जनवरी 2027 तो आने वाली तारीख़ है। कृपया सही जन्म तिथि बताइए, जैसे 15 मई 1990।"
    )
    assert asking(state) == "groomDate"


async def test_a_place_not_found_is_asked_again_naming_whose_it_is() -> None:
    e = engine()
    state, turn = await talk(e, "I want a kundli milan", BOY, GIRL.replace("Lucknow", "Xyzabadpur"))
    (reply,) = replies(turn)
    assert reply.message.text.startswith('Girl: We could not find "Xyzabadpur".')
    assert reply.message.text.endswith(
        "Where was the girl born? Please give the town or city (for example, Lucknow)."
    )
    assert asking(state) == "bridePlace"
    state, turn = await talk(e, "Lucknow", state=state)
    assert state.task is None and "30.5 of 36 gunas" in replies(turn)[0].message.text


async def test_a_place_not_found_in_hindi() -> None:
    e = engine()
    state, turn = await talk(e, "कुंडली मिलान करना है", "राहुल, 12 मार्च 1994, सुबह 6:30 बजे, क्ष्यज़पुर")
    assert asking(state) == "brideName"
    state, turn = await talk(e, "प्रिया, 3 जनवरी 1996, दोपहर 2:30 बजे, लखनऊ", state=state)
    text = replies(turn)[0].message.text
    assert text.startswith("वर का विवरण: ") and "नहीं मिला" in text
    assert text.endswith("वर का जन्म कहाँ हुआ था? कृपया कस्बे या शहर का नाम बताइए (जैसे, जयपुर)।")
    assert asking(state) == "groomPlace"


async def test_the_service_down_keeps_the_details_and_a_place_again_retries() -> None:
    kundli = RecordingKundli(matches=[DOWN])
    e = engine(kundli=kundli)
    state, turn = await talk(e, "I want a kundli milan", BOY, GIRL)
    failure, again = replies(turn)
    assert failure.message.text == say("en", "milan_failure") and failure.intent == "unknown"
    assert again.message.text == say("en", "milan_retry_after_failure")
    assert asking(state) == "bridePlace" and state.task is not None
    assert state.task.values["groomName"] == "Rahul" and state.task.values["brideName"] == "Priya"
    state, turn = await talk(e, "Lucknow", state=state)
    assert state.task is None and "of 36 gunas" in replies(turn)[0].message.text
    assert len(kundli.matched) == 2


async def test_a_refusal_of_no_detail_asked_is_the_agent_error() -> None:
    refused = MatchOutcome(problem="language must be one of", person="groom", field="language")
    e = engine(kundli=RecordingKundli(matches=[refused]))
    state, turn = await talk(e, "I want a kundli milan", BOY, GIRL)
    assert state.task is None
    assert replies(turn)[0].message.text == say("en", "kundli_agent_error")
