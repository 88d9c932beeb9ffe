-- wrk script for GET /{code}: rotates over seeded codes (b0000000 … b0999999, see bench/seed.ts).
-- args: <first index> <count> <agent: human|bot|none> <threads> [human seconds] [links] [shape]
--   count          codes to rotate over, starting at <first index>, each visited in a scattered order
--   human seconds  exactness mode: human requests for the first <human seconds>, then only bot requests,
--                  so every counted request is answered before wrk stops (wrk drops in-flight requests
--                  at the end, which the server may or may not have seen); 0: off
--   links          how many links are seeded (BENCH_LINKS; default 1,000,000)
--   shape          uniform (default: each code of the range in turn) or zipf: the k-th most popular code
--                  of the range is asked with probability ∝ 1/k (the shape real link traffic has)
-- done() prints one JSON line: requests, 302s (exactness mode), latency percentiles in µs, errors.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "") .. "wrkjson.lua")
local N = 1000000          -- seeded links (args[6])
local STEP = 7919          -- prime, coprime with N (10^k): i -> (i * STEP) % N scatters lookups over the whole index
local zipf = false
local HUMAN = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36"
local BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

local threads = {}
local nthreads = 0

function setup(thread)
  thread:set("tid", nthreads)
  nthreads = nthreads + 1
  table.insert(threads, thread)
end

local first, count, agent, quota, step, i, started
human_sent, redirects, others = 0, 0, 0 -- globals: done() reads them through thread:get
local human_headers, bot_headers, plain_headers

function init(args)
  first = tonumber(args[1] or "0")
  count = tonumber(args[2] or "10000")
  agent = args[3] or "human"
  step = tonumber(args[4] or "1") -- threads share the range: thread t takes t, t + threads, …
  quota = tonumber(args[5] or "0")
  N = tonumber(args[6] or "1000000")
  zipf = args[7] == "zipf"
  math.randomseed(os.time() + (tid or 0) * 7919)
  started = os.time()
  i = tid or 0
  human_headers = { ["User-Agent"] = HUMAN }
  bot_headers = { ["User-Agent"] = BOT }
  plain_headers = {}
  -- BENCH_FORWARDED_FOR: every request as a reverse proxy forwards it (Snip run with TRUST_PROXY=true reads
  -- the client address from this header instead of asking the socket)
  local forwarded = os.getenv("BENCH_FORWARDED_FOR")
  if forwarded and forwarded ~= "" then
    for _, h in ipairs({ human_headers, bot_headers, plain_headers }) do h["X-Forwarded-For"] = forwarded end
  end
  -- BENCH_HOST: every request to this host (a custom domain's links; the baselines ignore it)
  local host = os.getenv("BENCH_HOST")
  if host and host ~= "" then
    for _, h in ipairs({ human_headers, bot_headers, plain_headers }) do h["Host"] = host end
  end
  -- BENCH_LANGUAGE: every request with this Accept-Language (a browser's; redirect rules read it)
  local language = os.getenv("BENCH_LANGUAGE")
  if language and language ~= "" then
    for _, h in ipairs({ human_headers, bot_headers, plain_headers }) do h["Accept-Language"] = language end
  end
  if quota > 0 then response = count_response end
end

local function code_path()
  local n
  if zipf then
    -- continuous inverse transform: count ^ u for uniform u has density ∝ 1/x on [1, count)
    n = first + math.floor(count ^ math.random()) - 1
  else
    n = first + (i % count)
    i = i + step
  end
  return string.format("/b%07d", (n * STEP) % N)
end

function request()
  local path = code_path()
  if quota > 0 then
    if os.time() - started < quota then
      human_sent = human_sent + 1
      return wrk.format("GET", path, human_headers)
    end
    return wrk.format("GET", path, bot_headers)
  end
  if agent == "bot" then return wrk.format("GET", path, bot_headers) end
  if agent == "none" then return wrk.format("GET", path, plain_headers) end
  return wrk.format("GET", path, human_headers)
end

function count_response(status, headers, body)
  if status == 302 then redirects = redirects + 1 else others = others + 1 end
end

function done(summary, latency, requests)
  local sent, seen, bad = 0, 0, 0
  for _, t in ipairs(threads) do
    sent = sent + (t:get("human_sent") or 0)
    seen = seen + (t:get("redirects") or 0)
    bad = bad + (t:get("others") or 0)
  end
  -- wrk calls request() once in the first thread's state to check for pipelining (wrk.c,
  -- script_verify_request) and never sends that request: it is not a request sent.
  if sent > 0 then sent = sent - 1 end
  write_wrkjson(summary, latency, sent, seen, bad)
end
