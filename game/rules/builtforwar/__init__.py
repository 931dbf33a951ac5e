"""Built for War: four nations design, build and fight tanks over 1942–45."""
