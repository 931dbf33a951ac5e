"""Engage: two armies fight for seven bunkers on a 35-area battlefield."""
