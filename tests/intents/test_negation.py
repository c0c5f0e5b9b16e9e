"""What is asked once what is declined is set aside."""

from __future__ import annotations

import pytest

from intents import asked_part, task_of


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("pandit nahi chahiye, bas havan ka saman bhej do", "havan ka saman bhej do"),
        ("booking nahi karni, sirf mandir ka time batao", "mandir ka time batao"),
        (
            "I don't want a home puja, book the abhishekam at the temple itself",
            "book the abhishekam at the temple itself",
        ),
        (
            "don't need a priest, only want the satyanarayan samagri kit delivered",
            "want the satyanarayan samagri kit delivered",
        ),
        ("रद्द नहीं करना, बस समय बदल दो", "समय बदल दो"),
        ("मंदिर जाना है, ऑनलाइन पूजा नहीं चाहिए", "मंदिर जाना है"),
        (
            "पंडित जी को घर नहीं बुलाना, काशी के मंदिर में ही अभिषेक करवा दीजिए",
            "काशी के मंदिर में ही अभिषेक करवा दीजिए",
        ),
    ],
)
def test_the_declined_clause_is_set_aside(text: str, asked: str) -> None:
    assert asked_part(text) == asked


@pytest.mark.parametrize(
    "text",
    [
        "i don't want to buy anything",  # declines only
        "rudraksh abhi tak nahi aaya, kab aayega",  # a late order declines nothing
        "book a pandit for griha pravesh, in Pune",  # nothing declined
        "nahi chahiye, ok",  # too little left
    ],
)
def test_a_message_that_declines_nothing_else_is_kept(text: str) -> None:
    assert asked_part(text) == text


def test_what_remains_is_the_task() -> None:
    task = task_of(asked_part("I don't want a home puja, book the abhishekam at the temple itself"))
    assert task is not None and task.kind == "book_temple"
    task = task_of(asked_part("pandit nahi chahiye, bas havan samagri bhej do"))
    assert task is not None and task.kind in ("buy", "browse")


def test_a_question_put_as_tell_me_is_no_task() -> None:
    assert task_of("यह बताओ कि रुद्राक्ष कैसे पहनते हैं") is None
    assert task_of("batao ki rudraksha kaise pehente hain") is None
