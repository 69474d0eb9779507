import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear } from 'd3-scale';
import type { PageViews } from './api/use-page-views.ts';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 24, left: 44 };
const count = new Intl.NumberFormat('pt-BR');

/**
 * The bar chart of the page views per day, drawn as SVG on d3's scales (the nice ticks of the
 * axis). Screen readers get the same figures as a table; the drawing is hidden from them.
 */
export function PageViewsChart({ days }: { days: PageViews['days'] }) {
  const { ref, width } = useElementSize();
  const x = scaleBand()
    .domain(days.map((d) => d.label))
    .range([MARGIN.left, Math.max(MARGIN.left, width - MARGIN.right)])
    .padding(0.25);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...days.map((d) => d.views))])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  return (
    <Box ref={ref} h={HEIGHT}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} aria-hidden="true" data-chart="page-views">
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} stroke="var(--mantine-color-gray-3)" strokeDasharray="4 4" />
              <text x={MARGIN.left - 6} dy="0.32em" textAnchor="end" fontSize={12} fill="var(--mantine-color-dimmed)">
                {count.format(tick)}
              </text>
            </g>
          ))}
          {days.map((d) => (
            <g key={d.day}>
              <rect x={x(d.label)} y={y(d.views)} width={x.bandwidth()} height={y(0) - y(d.views)} rx={3} fill="var(--mantine-color-blue-6)">
                <title>{`${d.label}: ${count.format(d.views)} visualizações`}</title>
              </rect>
              <text x={(x(d.label) ?? 0) + x.bandwidth() / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill="var(--mantine-color-dimmed)">
                {d.label}
              </text>
            </g>
          ))}
        </svg>
      )}
      <VisuallyHidden>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dia</Table.Th>
              <Table.Th>Visualizações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Td>{d.label}</Table.Td>
                <Table.Td>{count.format(d.views)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
