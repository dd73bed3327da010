#!/usr/bin/env node
import "../build/cli/bin.js";
