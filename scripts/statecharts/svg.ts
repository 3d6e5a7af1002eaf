/**
 * A chart as an SVG drawing: ELK (elkjs, in-process, no browser) lays out the states — compound
 * states as containers with their name on top, parallel regions with dashed borders, rounded
 * boxes for leaf states, a dot for each initial state — and the labelled transitions; this file
 * writes the SVG itself. Text widths are estimated from a fixed table, so the drawing is the same
 * on every machine and every run.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartDoc, StateDoc } from './chartDoc.ts';
import { transitionLabel } from './mermaid.ts';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const STATE_FONT_SIZE = 13;
const LABEL_FONT_SIZE = 11;
const TAG_FONT_SIZE = 10;
const HEADER = 26;
const INITIAL_DOT = 10;
const LINE_HEIGHT = LABEL_FONT_SIZE + 3;

/** Approximate advance widths (em) of a sans-serif font; good enough to size boxes. */
function textWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) {
    if ("il.,:;|!'`".includes(char)) em += 0.28;
    else if ('fjrt()[]{} /-'.includes(char)) em += 0.36;
    else if ('mwMW@'.includes(char)) em += 0.9;
    else if (char >= 'A' && char <= 'Z') em += 0.68;
    else em += 0.56;
  }
  return Math.ceil(em * fontSize * (bold ? 1.08 : 1));
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The root is not drawn; transitions it handles start from an "any state" marker instead. */
const ANY_STATE = 'any';
const nodeId = (path: string) => (path === '' ? ANY_STATE : `s:${path}`);
const initialId = (path: string) => `i:${path}`;

function tagLine(state: StateDoc): string {
  return state.tags.length > 0 ? `«${state.tags.join(', ')}»` : '';
}

function leafSize(state: StateDoc): { width: number; height: number } {
  const tags = tagLine(state);
  const width = Math.max(
    textWidth(state.key, STATE_FONT_SIZE, true) + 28,
    tags ? textWidth(tags, TAG_FONT_SIZE) + 20 : 0,
    84,
  );
  return { width, height: tags ? 48 : 36 };
}

function elkNode(state: StateDoc): ElkNode {
  if (state.children.length === 0) return { id: nodeId(state.path), ...leafSize(state) };
  const children: ElkNode[] = state.children.map(elkNode);
  const edges: ElkExtendedEdge[] = [];
  if (state.initial) {
    children.unshift({
      id: initialId(state.path),
      width: INITIAL_DOT,
      height: INITIAL_DOT,
      layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
    });
    edges.push({ id: `init:${state.path}`, sources: [initialId(state.path)], targets: [nodeId(state.initial)] });
  }
  const headerWidth = textWidth(state.key, STATE_FONT_SIZE, true) + 24;
  return {
    id: nodeId(state.path),
    children,
    edges,
    layoutOptions: {
      'elk.padding': `[top=${HEADER + 12},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${headerWidth}, ${HEADER + 24})`,
    },
  };
}

export interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

function placedOf(node: ElkNode): Placed {
  return { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 };
}

function indexNodes(node: ElkNode, into: Map<string, Placed>): void {
  into.set(node.id, placedOf(node));
  for (const child of node.children ?? []) indexNodes(child, into);
}

function collectEdges(node: ElkNode): ElkExtendedEdge[] {
  return [...(node.edges ?? []), ...(node.children ?? []).flatMap(collectEdges)];
}

function stateShapes(state: StateDoc, parent: StateDoc | null, boxes: Map<string, Placed>, out: string[]): void {
  const box = boxes.get(nodeId(state.path));
  if (!box) return;
  const x = round(box.x);
  const y = round(box.y);
  const w = round(box.width);
  const h = round(box.height);
  const region = parent?.type === 'parallel';
  const title = state.description ? `<title>${escapeXml(state.description)}</title>` : '';
  if (state.children.length > 0) {
    const cls = region ? 'region' : state.type === 'parallel' ? 'parallel' : 'compound';
    out.push(`<g class="${cls}" id="${escapeXml(nodeId(state.path))}">${title}`);
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" ry="10"/>`);
    out.push(
      `<text class="name" x="${round(x + 12)}" y="${round(y + 18)}">${escapeXml(state.key)}${state.type === 'parallel' ? ' ‖' : ''}</text>`,
    );
    if (!region) out.push(`<line x1="${x}" y1="${round(y + HEADER)}" x2="${round(x + w)}" y2="${round(y + HEADER)}"/>`);
    out.push('</g>');
    for (const child of state.children) stateShapes(child, state, boxes, out);
    if (state.initial) {
      const dot = boxes.get(initialId(state.path));
      if (dot) {
        const r = INITIAL_DOT / 2;
        out.push(`<circle class="initial" cx="${round(dot.x + r)}" cy="${round(dot.y + r)}" r="${r}"/>`);
      }
    }
    return;
  }
  const cls = state.type === 'final' ? 'leaf final' : 'leaf';
  out.push(`<g class="${cls}" id="${escapeXml(nodeId(state.path))}">${title}`);
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" ry="12"/>`);
  if (state.type === 'final') {
    out.push(
      `<rect class="inner" x="${round(x + 3)}" y="${round(y + 3)}" width="${round(w - 6)}" height="${round(h - 6)}" rx="9" ry="9"/>`,
    );
  }
  const tags = tagLine(state);
  out.push(
    `<text class="name" x="${round(x + w / 2)}" y="${round(y + (tags ? 20 : 22))}" text-anchor="middle">${escapeXml(state.key)}</text>`,
  );
  if (tags)
    out.push(
      `<text class="tags" x="${round(x + w / 2)}" y="${round(y + 36)}" text-anchor="middle">${escapeXml(tags)}</text>`,
    );
  out.push('</g>');
}

function edgePath(edge: ElkExtendedEdge): string {
  return (edge.sections ?? [])
    .map((section) => {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' ');
    })
    .join(' ');
}

/** A chart's drawing, and where each state's box is on it (by state path), for the chart page's map. */
export interface Drawing {
  svg: string;
  boxes: Map<string, Placed>;
}

export async function renderSvg(chart: ChartDoc): Promise<Drawing> {
  const elk = new ELK();
  const top = elkNode(chart.root);
  // One arrow per pair of states, labelled with every transition it stands for (one per line).
  const arrows = new Map<string, { source: string; target: string; lines: string[] }>();
  for (const t of chart.transitions) {
    for (const target of t.targets.length > 0 ? t.targets : [t.source]) {
      const key = `${t.source}\u0000${target}`;
      const arrow = arrows.get(key) ?? { source: t.source, target, lines: [] };
      const line = transitionLabel(t);
      if (!arrow.lines.includes(line)) arrow.lines.push(line);
      arrows.set(key, arrow);
    }
  }
  const transitionEdges: ElkExtendedEdge[] = [...arrows.values()].map((arrow, index) => ({
    id: `arrow${index}`,
    sources: [nodeId(arrow.source)],
    targets: [nodeId(arrow.target)],
    labels: [
      {
        text: arrow.lines.join('\n'),
        width: Math.max(...arrow.lines.map((line) => textWidth(line, LABEL_FONT_SIZE))) + 8,
        height: arrow.lines.length * LINE_HEIGHT + 4,
      },
    ],
  }));
  const fromAnywhere = chart.transitions.some((t) => t.source === '');
  const anyState = textWidth('any state', LABEL_FONT_SIZE) + 20;
  const graph: ElkNode = {
    ...top,
    id: 'graph',
    children: [...(fromAnywhere ? [{ id: ANY_STATE, width: anyState, height: 24 }] : []), ...(top.children ?? [])],
    edges: [...(top.edges ?? []), ...transitionEdges],
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '3',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.randomSeed': '1',
      // Read from the initial state onwards: the chart's own order decides which arrows point back.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
  };
  const laidOut = await elk.layout(graph);
  const boxes = new Map<string, Placed>();
  for (const child of laidOut.children ?? []) indexNodes(child, boxes);
  const width = round(laidOut.width ?? 0);
  const height = round(laidOut.height ?? 0);

  const shapes: string[] = [];
  for (const state of chart.root.children) stateShapes(state, chart.root, boxes, shapes);
  if (chart.root.initial) {
    const dot = boxes.get(initialId(chart.root.path));
    if (dot) {
      const r = INITIAL_DOT / 2;
      shapes.push(`<circle class="initial" cx="${round(dot.x + r)}" cy="${round(dot.y + r)}" r="${r}"/>`);
    }
  }

  const any = boxes.get(ANY_STATE);
  if (any) {
    shapes.push(
      `<g class="any"><title>Transitions the chart takes in whatever state it is in</title>` +
        `<rect x="${round(any.x)}" y="${round(any.y)}" width="${round(any.width)}" height="${round(any.height)}" rx="12" ry="12"/>` +
        `<text x="${round(any.x + any.width / 2)}" y="${round(any.y + 16)}" text-anchor="middle">any state</text></g>`,
    );
  }

  const edges: string[] = [];
  const labels: string[] = [];
  for (const edge of collectEdges(laidOut)) {
    const d = edgePath(edge);
    if (!d) continue;
    edges.push(`<path class="edge" d="${d}" marker-end="url(#arrow)"/>`);
    for (const label of edge.labels ?? []) {
      const lx = round(label.x ?? 0);
      const ly = round(label.y ?? 0);
      const lines = (label.text ?? '').split('\n');
      const text = lines
        .map(
          (line, i) =>
            `<tspan x="${round(lx + 4)}" y="${round(ly + LABEL_FONT_SIZE + i * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
        )
        .join('');
      labels.push(
        `<g class="label"><rect x="${lx}" y="${ly}" width="${round(label.width ?? 0)}" height="${round(label.height ?? 0)}" rx="3" ry="3"/>` +
          `<text>${text}</text></g>`,
      );
    }
  }

  const statesByPath = new Map<string, Placed>();
  for (const [id, box] of boxes) if (id.startsWith('s:')) statesByPath.set(id.slice(2), box);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(FONT)}">`,
    `<title>${escapeXml(`${chart.name}: ${chart.purpose}`)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#475569"/></marker></defs>',
    '<style>',
    '.compound rect, .parallel rect { fill: #f8fafc; stroke: #64748b; stroke-width: 1.2; }',
    '.compound line, .parallel line { stroke: #cbd5e1; }',
    '.region rect { fill: #ffffff; stroke: #94a3b8; stroke-width: 1; stroke-dasharray: 5 4; }',
    `.compound .name, .parallel .name, .region .name { font-size: ${STATE_FONT_SIZE}px; font-weight: 600; fill: #0f172a; }`,
    '.region .name { font-style: italic; font-weight: 500; fill: #334155; }',
    '.leaf rect { fill: #e0f2fe; stroke: #0369a1; stroke-width: 1.2; }',
    '.leaf.final rect { fill: #dcfce7; stroke: #15803d; }',
    '.leaf.final rect.inner { fill: none; }',
    `.leaf .name { font-size: ${STATE_FONT_SIZE}px; font-weight: 600; fill: #0c4a6e; }`,
    `.leaf .tags { font-size: ${TAG_FONT_SIZE}px; fill: #475569; }`,
    '.initial { fill: #0f172a; }',
    '.any rect { fill: #fff7ed; stroke: #c2410c; stroke-dasharray: 4 3; }',
    `.any text { font-size: ${LABEL_FONT_SIZE}px; font-style: italic; fill: #9a3412; }`,
    '.edge { fill: none; stroke: #475569; stroke-width: 1.1; }',
    '.label rect { fill: #ffffff; fill-opacity: 0.9; stroke: none; }',
    `.label text { font-size: ${LABEL_FONT_SIZE}px; fill: #1e293b; }`,
    '</style>',
    '<g class="states">',
    ...shapes,
    '</g>',
    '<g class="edges">',
    ...edges,
    '</g>',
    '<g class="labels">',
    ...labels,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
  return { svg, boxes: statesByPath };
}
