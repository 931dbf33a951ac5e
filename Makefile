# Two commands: `make play` opens the game, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play test lint clean

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

play: $(VENV)/.installed
	$(PY) main.py

test: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q tests
	$(PY) -m ruff check game tests main.py tools

lint: $(VENV)/.installed
	$(PY) -m ruff check game tests main.py tools

clean:
	rm -rf $(VENV)
