# Two commands: `make play` opens the game, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play test lint clean desktop

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

# Add the game to the desktop's applications menu (Linux).
desktop: $(VENV)/.installed
	mkdir -p $(HOME)/.local/share/applications $(HOME)/.local/share/icons/hicolor/256x256/apps
	cp assets/icon.png $(HOME)/.local/share/icons/hicolor/256x256/apps/three-fronts.png
	sed "s|^Exec=.*|Exec=sh -c 'cd \"$(CURDIR)\" \&\& exec make play'|" three-fronts.desktop \
		> $(HOME)/.local/share/applications/three-fronts.desktop
