"""The built-in AI services the seeded services point at: the general assistant (retrieval over
our catalogue and policies), the astrology expert (knowledge base plus the chart engine), the
numerology specialist (computed) and the palmistry reader (knowledge base). Pure: the api
layer reads the database and passes plain values; an optional LLM rephrases answers."""

from assistant_core.builtin.answer import BuiltinAnswer
from assistant_core.builtin.astrology import AstrologyExpert
from assistant_core.builtin.catalogue import (
    Catalogue,
    HouseRules,
    Product,
    Puja,
    StoreCategory,
    Temple,
    TempleOffering,
    rupees,
)
from assistant_core.builtin.details import Details, read_details
from assistant_core.builtin.general import GeneralAssistant
from assistant_core.builtin.llm import LangChainLLM, LLMConfig, LLMPort, phrase
from assistant_core.builtin.numerology import NumerologySpecialist
from assistant_core.builtin.palmistry import PalmistryReader

__all__ = [
    "AstrologyExpert",
    "BuiltinAnswer",
    "Catalogue",
    "Details",
    "GeneralAssistant",
    "HouseRules",
    "LLMConfig",
    "LLMPort",
    "LangChainLLM",
    "NumerologySpecialist",
    "PalmistryReader",
    "Product",
    "Puja",
    "StoreCategory",
    "Temple",
    "TempleOffering",
    "phrase",
    "read_details",
    "rupees",
]
