"""The optional LLM: it phrases found answers from their context, falls back to retrieval on
any failure, and the langchain client works against an OpenAI-compatible server (a local
fake here: no internet)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from assistant_core.builtin import BuiltinAnswer, LangChainLLM, LLMConfig, phrase
from assistant_core.builtin.llm import prompts, wants_hindi

FOUND = BuiltinAnswer(
    "Satyanarayan Katha costs ₹3,499 and takes 2-3 hours.",
    ("puja/satyanarayan-katha",),
    "Satyanarayan Katha costs ₹3,499 and takes 2-3 hours.",
)
NOTHING = BuiltinAnswer("I could not find anything about that.")


class FakeLLM:
    def __init__(self, reply: str = "", *, error: Exception | None = None) -> None:
        self.reply, self.error = reply, error
        self.calls: list[tuple[str, str]] = []

    async def complete(self, system: str, user: str) -> str:
        self.calls.append((system, user))
        if self.error is not None:
            raise self.error
        return self.reply


async def test_a_found_answer_is_phrased_by_the_model_from_its_context() -> None:
    llm = FakeLLM("  It costs ₹3,499 and lasts 2-3 hours.  ")
    answer = await phrase(FOUND, "satyanarayan katha price?", "general assistant", llm)
    assert answer.text == "It costs ₹3,499 and lasts 2-3 hours."
    assert answer.sources == FOUND.sources
    system, user = llm.calls[0]
    assert "Answer ONLY from the context" in system and "Answer in English." in system
    assert user == f"Context:\n{FOUND.context}\n\nQuestion: satyanarayan katha price?"


@pytest.mark.parametrize(
    "llm", [FakeLLM(error=TimeoutError("slow")), FakeLLM(error=ValueError("bad")), FakeLLM("  ")]
)
async def test_a_failing_or_silent_model_leaves_the_retrieval_answer(llm: FakeLLM) -> None:
    assert await phrase(FOUND, "price?", "general assistant", llm) == FOUND
    assert len(llm.calls) == 1


async def test_nothing_found_is_never_sent_to_the_model() -> None:
    llm = FakeLLM("made up")
    assert await phrase(NOTHING, "capital of France?", "general assistant", llm) == NOTHING
    assert llm.calls == []


async def test_without_a_model_the_answer_stands() -> None:
    assert await phrase(FOUND, "price?", "general assistant", None) == FOUND


@pytest.mark.parametrize(
    ("question", "hindi"),
    [
        ("सत्यनारायण कथा की कीमत?", True),
        ("satyanarayan katha kitne ki hai", True),
        ("How much is Satyanarayan Katha?", False),
    ],
)
def test_hindi_questions_get_a_hindi_instruction(question: str, hindi: bool) -> None:
    assert wants_hindi(question) is hindi
    system, _ = prompts("general assistant", question, "context")
    assert ("answer in Hindi" in system) is hindi


def fake_openai(reply: str, status: int = 200) -> tuple[FastAPI, list[dict[str, Any]]]:
    app = FastAPI()
    seen: list[dict[str, Any]] = []

    @app.post("/v1/chat/completions")
    async def chat(request: Request) -> JSONResponse:
        body = await request.json()
        seen.append({"body": body, "authorization": request.headers.get("authorization")})
        if status != 200:
            return JSONResponse({"error": {"message": "overloaded"}}, status_code=status)
        return JSONResponse(
            {
                "id": "chatcmpl-test",
                "object": "chat.completion",
                "created": 1_700_000_000,
                "model": body["model"],
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": reply},
                        "finish_reason": "stop",
                    }
                ],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
            }
        )

    return app, seen


async def serve(app: FastAPI) -> AsyncIterator[str]:
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off", log_level="warning")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}/v1"
    server.should_exit = True
    await task


def llm_at(base_url: str) -> LangChainLLM:
    return LangChainLLM(LLMConfig(base_url, "sk-test", "punya-test-model", 5.0))


async def test_langchain_against_an_openai_compatible_server() -> None:
    app, seen = fake_openai("Satyanarayan Katha: ₹3,499, 2-3 hours.")
    async for base_url in serve(app):
        answer = await phrase(FOUND, "price?", "general assistant", llm_at(base_url))
    assert answer.text == "Satyanarayan Katha: ₹3,499, 2-3 hours."
    (call,) = seen
    assert call["authorization"] == "Bearer sk-test"
    body = call["body"]
    assert body["model"] == "punya-test-model"
    assert body["max_completion_tokens"] == 700
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert "Answer ONLY from the context" in body["messages"][0]["content"]
    assert FOUND.context in body["messages"][1]["content"]


async def test_langchain_server_errors_fall_back_without_retrying() -> None:
    app, seen = fake_openai("unused", status=503)
    async for base_url in serve(app):
        answer = await phrase(FOUND, "price?", "general assistant", llm_at(base_url))
    assert answer == FOUND
    assert len(seen) == 1  # max_retries=0: the retrieval answer is the fallback


async def test_langchain_unreachable_server_falls_back() -> None:
    app, _ = fake_openai("unused")
    async for base_url in serve(app):
        closed = base_url  # the server stops when the loop ends
    answer = await phrase(FOUND, "price?", "general assistant", llm_at(closed))
    assert answer == FOUND
