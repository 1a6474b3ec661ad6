grand_austria_hotel-event = 何かが起きた。
