tokyo_capsule_hotel-event = 何かが起きた。
