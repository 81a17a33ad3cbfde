"""The order of the app's screens, one module per flow."""
