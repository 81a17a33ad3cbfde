"""The app's screens: home, threat cards, record picker, resolution."""
