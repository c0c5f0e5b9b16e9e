"""Wire shapes of the built-in AI services: {question} in, {response, sources} out."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints

from api.common.wire import Printable, WireIn, WireOut

MAX_QUESTION_CHARS = 2000  # the assistant's own limit per message (settings.assistant)
MAX_SOURCES = 20

QuestionText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_QUESTION_CHARS),
    Printable,
]


class AIQuestion(WireIn):
    question: QuestionText = Field(description="What the user asked, 1 to 2,000 characters")


class AIReply(WireOut):
    response: str = Field(description="The answer, read first by the assistant's AI client")
    sources: list[str] = Field(
        default_factory=list,
        max_length=MAX_SOURCES,
        description="Ids of the catalogue entries, policies or knowledge the answer used",
    )
