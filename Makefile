# Punya: `make run` sets up and serves the whole app; `make test` sets up and runs every check.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip install --disable-pip-version-check -q -c constraints.txt
APP_STAMP := $(VENV)/.installed-app
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: run test install web system check pytest bench clean

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
	  || { echo "Punya needs Python 3.11 or newer ($(PYTHON) is older)."; exit 1; }
	@$(PYTHON) -m venv $(VENV) \
	  || { echo "Could not create $(VENV): install python3-venv (apt-get install -y python3-venv)."; exit 1; }

$(APP_STAMP): $(BIN)/python pyproject.toml constraints.txt
	$(PIP) -e .
	@touch $@

$(DEV_STAMP): $(APP_STAMP)
	$(PIP) -e '.[dev]'
	@touch $@

install: $(APP_STAMP)

# espeak-ng speaks the assistant's replies; installed when missing and we may (root + apt).
system:
	@command -v espeak-ng >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && apt-get install -y espeak-ng; \
	  else echo "Warning: spoken replies need espeak-ng (sudo apt-get install -y espeak-ng)"; fi; }

# The web app is built when it exists; the server then serves web/dist.
web:
	@if [ -f web/package.json ]; then \
	  cd web && npm ci --no-audit --no-fund && npm run build; \
	fi

run: install system web
	$(BIN)/punya migrate
	$(BIN)/punya seed
	$(BIN)/punya ensure-superadmin
	$(BIN)/punya serve

pytest: $(DEV_STAMP) system
	$(BIN)/pytest

check: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

test: pytest check

bench: $(DEV_STAMP)
	$(BIN)/python bench/api_load.py
	$(BIN)/python bench/kundli_bench.py
	$(BIN)/python bench/admin_bench.py
	$(BIN)/python bench/intent_accuracy.py
	$(BIN)/python bench/assistant_ws.py
	$(BIN)/python bench/stt_bench.py

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache
