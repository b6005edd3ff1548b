import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CourseHtml } from '../../src/client/features/courses/course-html'

describe('an edited course page shown to the user', () => {
  it('renders the formatting of the page and nothing that could run', () => {
    const { container } = render(
      <CourseHtml html={'<h2>Title</h2><p>Hi <strong>bold</strong> <a href="https://example.com">site</a> <a href="javascript:alert(1)">bad</a></p><img src=x onerror="alert(1)"><script>alert(2)</script><ul><li>one</li></ul>'} />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('Title')
    expect(container.querySelector('strong')?.textContent).toBe('bold')
    expect(container.querySelector('li')?.textContent).toBe('one')
    const links = container.querySelectorAll('a')
    expect(links[0]?.getAttribute('href')).toBe('https://example.com')
    expect(links[1]?.hasAttribute('href')).toBe(false)
    expect(container.querySelector('img, script, [onerror]')).toBeNull()
  })
})
