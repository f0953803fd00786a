/**
 * Receivers that verify the way the service signs: HMAC-SHA256 of the raw body with the whole secret,
 * compared in constant time on the decoded bytes (so either hex case is accepted). Shown as text.
 */
export interface ReceiverSnippet {
  id: 'node' | 'python' | 'go';
  label: string;
  file: string;
  code: string;
}

const node = `import crypto from 'node:crypto';
import express from 'express';

// The whole secret, "whsec_" included, is the HMAC key.
const secret = process.env.RELAYDESK_WEBHOOK_SECRET;

/** True when header is "sha256=<hex HMAC-SHA256 of rawBody>"; constant-time compare. */
function verify(rawBody, header) {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = crypto.createHmac('sha256', secret).update(rawBody).digest();
  const received = Buffer.from(match[1], 'hex'); // hex decoding ignores case
  return crypto.timingSafeEqual(expected, received);
}

const app = express();

// express.raw keeps the exact bytes that were signed: verify first, parse after.
app.post('/webhooks/email', express.raw({ type: 'application/json' }), (req, res) => {
  if (!verify(req.body, req.get('X-Service-Signature'))) return res.sendStatus(401);
  const event = JSON.parse(req.body.toString('utf8'));
  // Delivery is at-least-once: skip X-Service-Delivery-Id values you have already handled.
  const deliveryId = req.get('X-Service-Delivery-Id');
  console.log(deliveryId, event.event_type, event.data.message_id);
  res.sendStatus(204);
});

app.listen(3000);
`;

const python = `import hashlib
import hmac
import json
import os
import re

from flask import Flask, abort, request

# The whole secret, "whsec_" included, is the HMAC key.
SECRET = os.environ["RELAYDESK_WEBHOOK_SECRET"].encode()
SIGNATURE = re.compile(r"sha256=([0-9a-fA-F]{64})")


def verify(raw_body: bytes, header: str | None) -> bool:
    """True when header is "sha256=<hex HMAC-SHA256 of raw_body>"; constant-time compare."""
    match = SIGNATURE.fullmatch(header or "")
    if not match:
        return False
    expected = hmac.new(SECRET, raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, match.group(1).lower())


app = Flask(__name__)


@app.post("/webhooks/email")
def email_events():
    raw = request.get_data()  # the exact bytes; never re-serialise request.json to verify
    if not verify(raw, request.headers.get("X-Service-Signature")):
        abort(401)
    event = json.loads(raw)
    # Delivery is at-least-once: skip X-Service-Delivery-Id values you have already handled.
    delivery_id = request.headers.get("X-Service-Delivery-Id")
    print(delivery_id, event["event_type"], event["data"]["message_id"])
    return "", 204
`;

const go = `package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
)

// The whole secret, "whsec_" included, is the HMAC key.
var secret = []byte(os.Getenv("RELAYDESK_WEBHOOK_SECRET"))

// verify reports whether header is "sha256=<hex HMAC-SHA256 of body>"; hmac.Equal is constant-time.
func verify(body []byte, header string) bool {
	if !strings.HasPrefix(header, "sha256=") {
		return false
	}
	received, err := hex.DecodeString(strings.TrimPrefix(header, "sha256=")) // either hex case
	if err != nil {
		return false
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return hmac.Equal(mac.Sum(nil), received)
}

type event struct {
	EventType string \`json:"event_type"\`
	Timestamp string \`json:"timestamp"\`
	Data      struct {
		MessageID string \`json:"message_id"\`
		Subject   string \`json:"subject"\`
	} \`json:"data"\`
}

func emailEvents(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "use POST", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20)) // the exact bytes that were signed
	if err != nil || !verify(body, r.Header.Get("X-Service-Signature")) {
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}
	var e event
	if err := json.Unmarshal(body, &e); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	// Delivery is at-least-once: skip X-Service-Delivery-Id values you have already handled.
	log.Println(r.Header.Get("X-Service-Delivery-Id"), e.EventType, e.Data.MessageID)
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/webhooks/email", emailEvents)
	log.Fatal(http.ListenAndServe(":3000", nil))
}
`;

export const receiverSnippets: readonly ReceiverSnippet[] = [
  { id: 'node', label: 'Node.js', file: 'server.mjs (Express)', code: node },
  { id: 'python', label: 'Python', file: 'app.py (Flask)', code: python },
  { id: 'go', label: 'Go', file: 'main.go (net/http)', code: go },
];
