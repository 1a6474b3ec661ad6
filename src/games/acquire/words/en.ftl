acquire-event = Something happened.
