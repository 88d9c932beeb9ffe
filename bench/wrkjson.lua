-- The one JSON line every bench wrk script prints from done(): requests, latency percentiles in µs, errors
-- and the exactness counters (bench/wrk.ts reads it). Loaded with dofile() by redirect.lua and post.lua.
function write_wrkjson(summary, latency, sent, seen, bad)
  local e = summary.errors
  io.write(string.format(
    '\nWRKJSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,' ..
    '"connect_errors":%d,"read_errors":%d,"write_errors":%d,"status_errors":%d,"timeouts":%d,' ..
    '"human_sent":%d,"redirects_302":%d,"other_statuses":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout, sent, seen, bad))
end
