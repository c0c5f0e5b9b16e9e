"""Optional generated prose: when an OpenAI-compatible model is configured, it rewrites the
retrieved answer from the same context, in the answer's language; on any failure the
retrieval answer stands. The langchain client is imported on first use, so the app starts
without it configured."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any, Protocol

import intents
from assistant_core.builtin.answer import BuiltinAnswer, clip
from assistant_core.texts import Language

log = logging.getLogger(__name__)

MAX_OUTPUT_TOKENS = 700
MAX_LLM_ANSWER_CHARS = 4000
_DEVANAGARI = re.compile(r"[\u0900-\u097f]")


class LLMPort(Protocol):
    async def complete(self, system: str, user: str) -> str:
        """The model's reply to one system + user message; raises on any failure."""
        ...


IN_HINDI = (
    "Answer in Hindi, written in Devanagari, in the respectful आप form, as a native speaker "
    "would write it; keep names, prices and numbers exactly as in the context."
)
IN_HINGLISH = (
    "Answer in Hinglish: Hindi written in Latin letters, as devotees type it in chat, in the "
    "respectful aap form, with no other script; keep names, prices and numbers exactly as in "
    "the context."
)
IN_ENGLISH = "Answer in English."
RULES: dict[Language, str] = {"hi": IN_HINDI, "hinglish": IN_HINGLISH, "en": IN_ENGLISH}
_FOLLOW_THE_USER = (
    "The user wrote in Hindi (or Hinglish): answer in Hindi, in the same script the user "
    "used, keeping names and prices exactly as in the context."
)


def wants_hindi(question: str) -> bool:
    return bool(_DEVANAGARI.search(question)) or intents.latin_language(question) == "hinglish"


def _language_rule(question: str, language: Language | None) -> str:
    if language is not None:  # the conversation's language decides
        return RULES[language]
    return _FOLLOW_THE_USER if wants_hindi(question) else IN_ENGLISH


def prompts(
    role: str, question: str, context: str, language: Language | None = None
) -> tuple[str, str]:
    """The system and user messages for one answer. `context` is in the answer's language;
    without a `language`, the question's script and words choose one."""
    system = (
        f"You are Punya's {role}, a courteous assistant for Indian devotees. Answer ONLY from "
        "the context below: keep every price, duration, date, number and name exactly as "
        "written, never invent one, and if the context does not answer the question, say so "
        f"plainly. Be concise (at most about 150 words). {_language_rule(question, language)}"
    )
    user = f"Context:\n{context}\n\nQuestion: {question}"
    return system, user


async def phrase(
    answer: BuiltinAnswer,
    question: str,
    role: str,
    llm: LLMPort | None,
    language: Language | None = None,
) -> BuiltinAnswer:
    """The model's wording of `answer` (whose context is in `language`) when there is a
    model and something was found; otherwise, or when the model fails or says nothing,
    `answer` itself."""
    if llm is None or not answer.found:
        return answer
    system, user = prompts(role, question, answer.context, language)
    try:
        text = (await llm.complete(system, user)).strip()
    except Exception as exc:  # any failure of the model falls back to retrieval, by design
        log.warning("LLM failed, answering from retrieval: %s: %s", type(exc).__name__, exc)
        return answer
    if not text:
        return answer
    return BuiltinAnswer(clip(text, MAX_LLM_ANSWER_CHARS), answer.sources, answer.context)


@dataclass(frozen=True)
class LLMConfig:
    base_url: str
    api_key: str
    model: str
    timeout_seconds: float


class LangChainLLM:
    """ChatOpenAI against any OpenAI-compatible server. No retries (the retrieval answer is
    the fallback) and no token counting (tiktoken would download its encodings)."""

    def __init__(self, config: LLMConfig) -> None:
        self._config = config
        self._chat: Any = None

    def _client(self) -> Any:
        if self._chat is None:
            from langchain_openai import ChatOpenAI  # lazily: heavy, and optional

            self._chat = ChatOpenAI(
                base_url=self._config.base_url,
                api_key=self._config.api_key or "not-needed",
                model=self._config.model,
                timeout=self._config.timeout_seconds,
                max_retries=0,
                max_completion_tokens=MAX_OUTPUT_TOKENS,
                temperature=0.2,
            )
        return self._chat

    async def complete(self, system: str, user: str) -> str:
        from langchain_core.messages import HumanMessage, SystemMessage

        reply = await self._client().ainvoke([SystemMessage(system), HumanMessage(user)])
        content = reply.content
        if isinstance(content, str):
            return content
        # Some servers answer in parts: keep the text ones.
        return "".join(
            p if isinstance(p, str) else str(p.get("text", ""))
            for p in content
            if isinstance(p, str | dict)
        )
