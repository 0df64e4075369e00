'use client'

import { useMemo, useRef } from 'react'

export function RevenueChart({ points, height = 120 }: { points: number[]; height?: number }) {
  const svgRef = useRef<SVGSVGElement>(null)
  const path = useMemo(() => {
    const max = Math.max(...points, 1)
    return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${index * 40},${height - (point / max) * height}`).join(' ')
  }, [points, height])

  return (
    <svg ref={svgRef} role="img" aria-label="Revenue over time" height={height} width={points.length * 40}>
      <path d={path} fill="none" stroke="currentColor" />
    </svg>
  )
}
