-- wrk script for POST /api/urls: args <bearer token or "-" for anonymous>. Each request a new target.
-- done() prints requests, latency (µs) and errors as one JSON line (same shape as redirect.lua).
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "") .. "wrkjson.lua")
local n = 0
local headers
function init(args)
  headers = { ["Content-Type"] = "application/json" }
  if args[1] and args[1] ~= "-" then headers["Authorization"] = "Bearer " .. args[1] end
end
function request()
  n = n + 1
  return wrk.format("POST", "/api/urls", headers, '{"originalUrl":"https://example.net/new/' .. n .. '"}')
end
function done(summary, latency, requests)
  write_wrkjson(summary, latency, 0, 0, 0)
end
