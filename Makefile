# `make play` opens the game; `make test` runs the quick suite headless (for every change,
# the long statistical runs at a short size); `make strength` runs those long runs at full
# size (the tests marked `strength`).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
BUNDLE := dist/three-fronts/three-fronts

.PHONY: play test strength lint clean desktop dist

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

play: $(VENV)/.installed
	$(PY) main.py

test: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -n auto -m "not strength" tests
	$(PY) -m ruff check game tests main.py tools packaging

strength: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q -n auto -m strength tests

lint: $(VENV)/.installed
	$(PY) -m ruff check game tests main.py tools packaging

clean:
	rm -rf $(VENV) build

# A standalone copy that runs without Python (PyInstaller): dist/three-fronts/.
dist: $(VENV)/.installed
	$(PY) -m pip install --quiet -r requirements-dist.txt
	$(PY) packaging/build.py

# Add the game to the desktop's applications menu (Linux): the standalone copy when
# `make dist` has built one, otherwise `make play` in this folder.
DESKTOP_EXEC = $(if $(wildcard $(BUNDLE)),\"$(CURDIR)/$(BUNDLE)\",sh -c 'cd \"$(CURDIR)\" \&\& exec make play')
desktop: $(if $(wildcard $(BUNDLE)),,$(VENV)/.installed)
	mkdir -p $(HOME)/.local/share/applications $(HOME)/.local/share/icons/hicolor/256x256/apps
	cp assets/icon.png $(HOME)/.local/share/icons/hicolor/256x256/apps/three-fronts.png
	sed "s|^Exec=.*|Exec=$(DESKTOP_EXEC)|" three-fronts.desktop \
		> $(HOME)/.local/share/applications/three-fronts.desktop
