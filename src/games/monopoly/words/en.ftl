monopoly-event = Something happened.
