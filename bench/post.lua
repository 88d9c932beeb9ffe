-- wrk script for POST /api/urls: args <bearer token or "-" for anonymous>. Each request a new target.
-- done() prints requests, latency (µs) and errors as one JSON line (same shape as redirect.lua).
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
  local e = summary.errors
  io.write(string.format(
    '\nWRKJSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,' ..
    '"connect_errors":%d,"read_errors":%d,"write_errors":%d,"status_errors":%d,"timeouts":%d,' ..
    '"human_sent":0,"redirects_302":0,"other_statuses":0}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
